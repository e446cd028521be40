import type {
  CustomerCheckResult,
  Gender,
  LineTokenVerifyResult,
  LoginResult,
  SendType,
  SendValidateCodeResult,
  ValidatePhoneNumberResult,
} from '@salon/contract';
import { api } from '../../lib/api';

/** The spec's Auth calls (section 7); bodies as apps/api/src/modules/auth/README.md pins them. */

export interface BirthValue {
  year: number;
  month: number;
  date: number;
}

export interface RegisterInfo {
  authToken: string;
  lastName: string;
  gender: Gender;
  birth?: BirthValue | null;
  email?: string | null;
  lineLoginId?: string;
}

export const authApi = {
  customerCheck: (cname: string, phoneE164: string) =>
    api.post<CustomerCheckResult>('/auth/customerCheck', { phoneE164, emailOTP: true }, { cname }),

  sendValidateCode: (cname: string, phoneE164: string, sendType: SendType = 'sms') =>
    api.post<SendValidateCodeResult>('/auth/sendValidateCode', { phoneE164, sendType }, { cname }),

  validatePhoneNumber: (cname: string, phoneE164: string, code: string) =>
    api.post<ValidatePhoneNumberResult>('/auth/validatePhoneNumber', { phoneE164, code }, { cname }),

  register: (cname: string, registerInfo: RegisterInfo) =>
    api.post<LoginResult>('/auth/register', { registerInfo }, { cname }),

  emailOTPLogin: (cname: string, phoneE164: string, otpPassword: string) =>
    api.post<LoginResult>('/auth/emailOTPLogin', { phoneE164, otpPassword }, { cname }),

  resetEmail: (cname: string, authToken: string, email: string) =>
    api.post<{ email: string }>('/auth/resetEmail', { authToken, email }, { cname }),

  forgotPassword: (cname: string, authToken: string, password: string) =>
    api.post<LoginResult>('/auth/forgotPassword', { authToken, password }, { cname }),

  logout: (cname: string) => api.post<null>('/auth/logout', {}, { cname }),

  lineTokenVerify: (cname: string, lineToken: string) =>
    api.post<LineTokenVerifyResult>('/auth/lineTokenVerify', { lineToken }, { cname }),

  lineOTPLogin: (cname: string, lineLoginId: string) =>
    api.post<LoginResult>('/auth/lineOTPLogin', { lineLoginId }, { cname }),

  lineBinding: (cname: string, lineLoginId: string, destinationURI: string) =>
    api.post<{ lineUserId: string; destinationURI: string }>(
      '/auth/lineBinding',
      { destinationURI, lineLoginId },
      { cname },
    ),
};

/** The login result inside validatePhoneNumber's answer for an existing customer. */
export function loginOf(result: ValidatePhoneNumberResult): LoginResult | null {
  if (!result.exists || !result.token || result.expireTime === undefined || !result.userId || !result.gender) {
    return null;
  }
  return {
    token: result.token,
    expireTime: result.expireTime,
    userId: result.userId,
    gender: result.gender,
    sourceId: result.sourceId ?? null,
  };
}
