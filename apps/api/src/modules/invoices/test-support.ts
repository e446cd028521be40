import { startFakeEcpay } from '#test/fake-ecpay';

/** ECPay's published stage merchant and keys, which the fake ECPay takes. */
export const ECPAY_TEST = { merchantId: '2000132', hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' } as const;

export const startEcpay = () =>
  startFakeEcpay(ECPAY_TEST.merchantId, { hashKey: ECPAY_TEST.hashKey, hashIv: ECPAY_TEST.hashIv });
export type FakeEcpay = Awaited<ReturnType<typeof startEcpay>>;
