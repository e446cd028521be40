export { asInvitation, type CalendarVisit, googleCalendarLink, visitIcs } from './calendar-file';
export { keepsQuietHours, SMS_AT_ANY_HOUR, smsSendAt } from './quiet-hours';
