import { z } from 'zod';
import { adminPickupOrder, adminPickupOrderPage, adminPickupOrderQuery, adminPickupStatusBody } from '../admin';
import {
  customerCheckBody,
  customerCheckResult,
  emailOtpLoginBody,
  fakeLineTokenBody,
  forgotPasswordBody,
  lineBindingBody,
  lineBindingResult,
  lineOtpLoginBody,
  lineTokenVerifyBody,
  lineTokenVerifyResult,
  loginResult,
  outboxEntry,
  outboxQuery,
  registerBody,
  resetEmailBody,
  resetEmailResult,
  sendValidateCodeBody,
  sendValidateCodeResult,
  storeCodeQuery,
  validatePhoneNumberBody,
  validatePhoneNumberResult,
} from '../auth';
import {
  bookingCancelled,
  bookingCreated,
  bookingDetail,
  bookingIdParams,
  bookingListQuery,
  bookingsQuery,
  cancelBookingRequest,
  createBookingRequest,
  durationRequest,
  durationResult,
  updateBookingRequest,
  userNotes,
} from '../bookings';
import { counterBill, counterCheckoutBody, counterQuery, counterReceipt, counterView } from '../counter';
import { customerProfile, updateCustomerBody } from '../customer';
import {
  formIdParams,
  formQuery,
  formReadOnlyView,
  formView,
  messageList,
  saveFormBody,
  signatureUploadBody,
  signatureUploaded,
} from '../forms';
import { failedJobList } from '../jobs';
import { menuQuery, retailMenu, serviceMenu } from '../menu';
import {
  bookingCalendar,
  failedMessageList,
  joinWaitlistBody,
  leaveWaitlistBody,
  myMessageList,
  notifySettings,
  notifySettingsBody,
  resendMessageBody,
  sentMessage,
  sentMessageList,
  staffWaitlist,
  staffWaitlistQuery,
  waitlistEntry,
  waitlistList,
} from '../notifications';
import { onlinePayment, payBookingRequest } from '../payments';
import {
  checkItemsBody,
  checkoutAnswer,
  checkoutBody,
  createPickupOrderRequest,
  itemChecks,
  myPickupOrder,
  pickIdParams,
  pickupOrderCreated,
  pickupOrderDetail,
  pickupOrderListQuery,
  pickupOrderPage,
  pickupTimeQuery,
  pickupTimes,
  updatePickupOrderRequest,
} from '../retail';
import {
  staffBlock,
  staffBookingStatusBody,
  staffBookingStatusResult,
  staffCalendar,
  staffCalendarEvent,
  staffCalendarQuery,
  staffCreateBlockBody,
  staffCreateBookingBody,
  staffInviteBody,
  staffInvited,
  staffLoginBody,
  staffLogoutBody,
  staffMoveBookingBody,
  staffRemoveBlockBody,
  staffSession,
  staffSetPasswordBody,
} from '../staff';
import { storeQuery, storeSetting } from '../store';
import {
  addedTestStore,
  addTestStoreBody,
  failedTestMessages,
  failTestMessagesBody,
  moveTestClockBody,
  setTestBookingStatusBody,
  testBookingStatus,
  testClockState,
} from '../testing';
import {
  receiveVoucherBody,
  recordDetail,
  recordIdParams,
  recordList,
  removeValueCardBody,
  removeVoucherBody,
  serviceTicket,
  valueCard,
  voucherIdParams,
  voucherList,
  walletVoucher,
} from '../wallet';
import { backOfficeSchemas } from './back-office-schemas';
import type { EndpointSchemas } from './endpoint-schemas';
import { invoiceSchemas } from './invoices';
import { performanceSchemas } from './performance';
import { staffInboxSchemas } from './staff-inbox';
import { staffMembersSchemas } from './staff-members';
import { staffMenuSchemas } from './staff-menu-schemas';
import { staffWalletSchemas } from './staff-wallet-schemas';
import type { EndpointId } from './table';

export type { EndpointSchemas } from './endpoint-schemas';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

/** The schemas of every operation of `endpoints`, under the same key. */
export const endpointSchemas = {
  storeSetting: { query: storeQuery, response: storeSetting },
  serviceMenu: { query: menuQuery, response: serviceMenu },
  retailMenu: { query: menuQuery, response: retailMenu },

  customerCheck: { query: storeCodeQuery, body: customerCheckBody, response: customerCheckResult },
  sendValidateCode: { query: storeCodeQuery, body: sendValidateCodeBody, response: sendValidateCodeResult },
  validatePhoneNumber: { query: storeCodeQuery, body: validatePhoneNumberBody, response: validatePhoneNumberResult },
  register: { query: storeCodeQuery, body: registerBody, response: loginResult },
  emailOtpLogin: { query: storeCodeQuery, body: emailOtpLoginBody, response: loginResult },
  renewToken: { query: storeCodeQuery, response: loginResult },
  logout: { query: storeCodeQuery, response: z.null() },
  resetEmail: { query: storeCodeQuery, body: resetEmailBody, response: resetEmailResult },
  forgotPassword: { query: storeCodeQuery, body: forgotPasswordBody, response: loginResult },
  lineTokenVerify: { query: storeCodeQuery, body: lineTokenVerifyBody, response: lineTokenVerifyResult },
  lineOtpLogin: { query: storeCodeQuery, body: lineOtpLoginBody, response: loginResult },
  lineBinding: { query: storeCodeQuery, body: lineBindingBody, response: lineBindingResult },

  customerProfile: { query: storeCodeQuery, response: customerProfile },
  updateCustomer: { query: storeCodeQuery, body: updateCustomerBody, response: customerProfile },

  availability: { query: bookingsQuery, body: durationRequest, response: durationResult },
  checkItems: { query: bookingsQuery, body: checkItemsBody, response: itemChecks },
  checkout: { query: bookingsQuery, body: checkoutBody, response: checkoutAnswer },
  createBooking: {
    query: bookingsQuery,
    headers: idempotencyHeaders,
    body: createBookingRequest,
    response: bookingCreated,
  },
  myBookings: { query: bookingListQuery, response: z.array(bookingDetail) },
  userNotes: { query: bookingsQuery, response: userNotes },
  bookingDetail: { query: bookingsQuery, params: bookingIdParams, response: bookingDetail },
  rescheduleBooking: { query: bookingsQuery, body: updateBookingRequest, response: bookingCreated },
  cancelBooking: { query: bookingsQuery, body: cancelBookingRequest, response: bookingCancelled },
  payBooking: { query: bookingsQuery, body: payBookingRequest, response: onlinePayment },

  availablePickupTime: { query: pickupTimeQuery, response: pickupTimes },
  createPickupOrder: {
    query: bookingsQuery,
    headers: idempotencyHeaders,
    body: createPickupOrderRequest,
    response: pickupOrderCreated,
  },
  updatePickupOrder: { query: bookingsQuery, body: updatePickupOrderRequest, response: myPickupOrder },
  myPickupOrders: { query: pickupOrderListQuery, response: pickupOrderPage },
  pickupOrderDetail: { query: bookingsQuery, params: pickIdParams, response: pickupOrderDetail },

  staffPickupOrders: { query: adminPickupOrderQuery, response: adminPickupOrderPage },
  staffPickupOrderStatus: { query: bookingsQuery, body: adminPickupStatusBody, response: adminPickupOrder },
  staffFormView: { query: formQuery, params: formIdParams, response: formReadOnlyView },
  staffLogin: { query: storeCodeQuery, body: staffLoginBody, response: staffSession },
  staffSetPassword: { query: storeCodeQuery, body: staffSetPasswordBody, response: staffSession },
  staffInvite: { query: storeCodeQuery, body: staffInviteBody, response: staffInvited },
  staffMe: { query: storeCodeQuery, response: staffSession },
  staffLogout: { query: storeCodeQuery, body: staffLogoutBody, response: z.null() },
  staffCalendar: { query: staffCalendarQuery, response: staffCalendar },
  staffCalendarEvents: { query: staffCalendarQuery, response: staffCalendarEvent },
  staffCreateBooking: {
    query: storeCodeQuery,
    headers: idempotencyHeaders,
    body: staffCreateBookingBody,
    response: bookingCreated,
  },
  staffBookingStatus: { query: storeCodeQuery, body: staffBookingStatusBody, response: staffBookingStatusResult },
  staffMoveBooking: { query: storeCodeQuery, body: staffMoveBookingBody, response: staffBookingStatusResult },
  staffCreateBlock: { query: storeCodeQuery, body: staffCreateBlockBody, response: staffBlock },
  staffRemoveBlock: { query: storeCodeQuery, body: staffRemoveBlockBody, response: z.null() },
  staffCheckoutView: { query: counterQuery, response: counterView },
  staffCheckoutQuote: { query: storeCodeQuery, body: counterCheckoutBody, response: counterBill },
  staffCheckout: { query: storeCodeQuery, body: counterCheckoutBody, response: counterReceipt },
  staffFailedJobs: { query: storeCodeQuery, response: failedJobList },
  staffBookingMessages: { query: storeCodeQuery, params: bookingIdParams, response: sentMessageList },
  staffResendMessage: { query: storeCodeQuery, body: resendMessageBody, response: sentMessage },
  staffFailedMessages: { query: storeCodeQuery, response: failedMessageList },
  notifySettings: { query: storeCodeQuery, response: notifySettings },
  updateNotifySettings: { query: storeCodeQuery, body: notifySettingsBody, response: notifySettings },
  bookingCalendar: { query: bookingsQuery, params: bookingIdParams, response: bookingCalendar },
  joinWaitlist: { query: storeCodeQuery, body: joinWaitlistBody, response: waitlistEntry },
  myWaitlist: { query: storeCodeQuery, response: waitlistList },
  myMessages: { query: storeCodeQuery, response: myMessageList },
  leaveWaitlist: { query: storeCodeQuery, body: leaveWaitlistBody, response: z.null() },
  staffWaitlist: { query: staffWaitlistQuery, response: staffWaitlist },
  ...backOfficeSchemas,
  ...staffInboxSchemas,
  ...performanceSchemas,
  ...staffMembersSchemas,
  ...invoiceSchemas,
  ...staffMenuSchemas,
  ...staffWalletSchemas,

  formDetail: { query: formQuery, params: formIdParams, response: formView },
  saveForm: { query: formQuery, body: saveFormBody, response: formView },
  uploadSignature: { query: formQuery, body: signatureUploadBody, response: signatureUploaded },
  formView: { query: formQuery, params: formIdParams, response: formReadOnlyView },
  messages: { query: formQuery, response: messageList },

  vouchers: { query: bookingsQuery, response: voucherList },
  voucherDetail: { query: bookingsQuery, params: voucherIdParams, response: walletVoucher },
  receiveVoucher: { query: bookingsQuery, body: receiveVoucherBody, response: walletVoucher },
  removeVoucher: {
    query: bookingsQuery,
    body: removeVoucherBody,
    response: z.object({ customerVoucherId: z.string() }),
  },
  customerValueCards: { query: bookingsQuery, response: z.array(valueCard) },
  removeValueCard: {
    query: bookingsQuery,
    body: removeValueCardBody,
    response: z.object({ customerValueCardId: z.string() }),
  },
  customerServiceTickets: { query: bookingsQuery, response: z.array(serviceTicket) },
  records: { query: bookingsQuery, response: recordList },
  recordDetail: { query: bookingsQuery, params: recordIdParams, response: recordDetail },

  devOutbox: { query: outboxQuery, response: z.array(outboxEntry) },
  devLineToken: { query: storeCodeQuery, body: fakeLineTokenBody, response: z.object({ lineToken: z.string() }) },

  testClock: { response: testClockState },
  moveTestClock: { body: moveTestClockBody, response: testClockState },
  addTestStore: { body: addTestStoreBody, response: addedTestStore },
  setTestBookingStatus: { query: bookingsQuery, body: setTestBookingStatusBody, response: testBookingStatus },
  giveTestWallet: { query: bookingsQuery, response: z.object({ customerId: z.string() }) },
  failTestMessages: { query: bookingsQuery, body: failTestMessagesBody, response: failedTestMessages },

  healthLive: { response: z.object({ status: z.literal('up') }) },
  health: { response: z.object({ database: z.enum(['pglite', 'postgres']) }) },
  healthReady: { response: z.object({ database: z.enum(['pglite', 'postgres']) }) },
} satisfies Record<EndpointId, EndpointSchemas>;

export type EndpointSchemaTable = typeof endpointSchemas;
