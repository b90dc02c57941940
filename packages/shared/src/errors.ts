import type { Locale } from './locale';

/**
 * The error-code catalogue (docs/api.md "Error codes"). status 0 is success; everything else is an
 * error. Codes are grouped by domain: 1xxx request protocol, 2xxx accounts and sessions,
 * 4xxx general. -3 (admin token) and -999 (network, client side only) are fixed by the spec.
 */
export const ErrorCode = {
  OK: 0,
  ADMIN_TOKEN_INVALID: -3,
  NETWORK: -999,

  SIGNATURE_MISSING: 1000,
  SIGNATURE_INVALID: 1001,
  TIMESTAMP_EXPIRED: 1002,
  NONCE_REPLAYED: 1003,
  ACCESS_KEY_UNKNOWN: 1004,

  NOT_LOGGED_IN: 2001,
  INVALID_CREDENTIALS: 2002,
  FORBIDDEN: 2003,
  ACCOUNT_EXISTS: 2004,
  ACCOUNT_DISABLED: 2005,
  REFRESH_TOKEN_INVALID: 2006,

  INSUFFICIENT_BALANCE: 3001,
  CANNOT_GIFT_SELF: 3002,
  MINOR_RESTRICTED: 3003,
  GIFT_UNAVAILABLE: 3004,
  RECEIVER_UNAVAILABLE: 3005,
  PAYMENT_METHOD_UNAVAILABLE: 3010,
  PAYMENT_VERIFICATION_FAILED: 3011,

  VALIDATION_FAILED: 4000,
  NOT_FOUND: 4004,
  CONFLICT: 4009,
  RATE_LIMITED: 4029,
  INTERNAL: 5000,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** HTTP status used with each code; the envelope status is what clients must read. */
export const ERROR_HTTP_STATUS: Record<ErrorCodeName, number> = {
  OK: 200,
  ADMIN_TOKEN_INVALID: 401,
  NETWORK: 0,
  SIGNATURE_MISSING: 401,
  SIGNATURE_INVALID: 401,
  TIMESTAMP_EXPIRED: 401,
  NONCE_REPLAYED: 401,
  ACCESS_KEY_UNKNOWN: 401,
  NOT_LOGGED_IN: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_EXISTS: 409,
  ACCOUNT_DISABLED: 403,
  REFRESH_TOKEN_INVALID: 401,
  INSUFFICIENT_BALANCE: 402,
  CANNOT_GIFT_SELF: 400,
  MINOR_RESTRICTED: 403,
  GIFT_UNAVAILABLE: 404,
  RECEIVER_UNAVAILABLE: 403,
  PAYMENT_METHOD_UNAVAILABLE: 400,
  PAYMENT_VERIFICATION_FAILED: 400,
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

type Messages = Record<ErrorCodeName, string>;

/** {field} and {detail} are filled from the error's params. */
export const ERROR_MESSAGES: Record<Locale, Messages> = {
  'zh-CN': {
    OK: '成功',
    ADMIN_TOKEN_INVALID: '登录已失效，请重新登录',
    NETWORK: '网络异常，请稍后重试',
    SIGNATURE_MISSING: '请求缺少签名参数',
    SIGNATURE_INVALID: '请求签名错误',
    TIMESTAMP_EXPIRED: '请求已过期，请校准设备时间后重试',
    NONCE_REPLAYED: '重复的请求',
    ACCESS_KEY_UNKNOWN: '未知的接入密钥',
    NOT_LOGGED_IN: '请先登录',
    INVALID_CREDENTIALS: '账号或密码错误',
    FORBIDDEN: '您没有权限执行此操作',
    ACCOUNT_EXISTS: '该账号已被注册',
    ACCOUNT_DISABLED: '账号已被停用',
    REFRESH_TOKEN_INVALID: '登录已失效，请重新登录',
    INSUFFICIENT_BALANCE: '余额不足',
    CANNOT_GIFT_SELF: '不能给自己送礼物',
    MINOR_RESTRICTED: '未成年人不能参与此功能',
    GIFT_UNAVAILABLE: '该礼物暂不可用',
    RECEIVER_UNAVAILABLE: '对方账号当前无法接收礼物',
    PAYMENT_METHOD_UNAVAILABLE: '该支付方式暂不可用',
    PAYMENT_VERIFICATION_FAILED: '支付校验失败',
    VALIDATION_FAILED: '参数错误：{field}',
    NOT_FOUND: '内容不存在',
    CONFLICT: '请求冲突，请刷新后重试',
    RATE_LIMITED: '操作太频繁，请稍后再试',
    INTERNAL: '服务器开小差了，请稍后重试',
  },
  'zh-TW': {
    OK: '成功',
    ADMIN_TOKEN_INVALID: '登入已失效，請重新登入',
    NETWORK: '網路異常，請稍後重試',
    SIGNATURE_MISSING: '請求缺少簽名參數',
    SIGNATURE_INVALID: '請求簽名錯誤',
    TIMESTAMP_EXPIRED: '請求已過期，請校準裝置時間後重試',
    NONCE_REPLAYED: '重複的請求',
    ACCESS_KEY_UNKNOWN: '未知的接入金鑰',
    NOT_LOGGED_IN: '請先登入',
    INVALID_CREDENTIALS: '帳號或密碼錯誤',
    FORBIDDEN: '您沒有權限執行此操作',
    ACCOUNT_EXISTS: '該帳號已被註冊',
    ACCOUNT_DISABLED: '帳號已被停用',
    REFRESH_TOKEN_INVALID: '登入已失效，請重新登入',
    INSUFFICIENT_BALANCE: '餘額不足',
    CANNOT_GIFT_SELF: '不能送禮物給自己',
    MINOR_RESTRICTED: '未成年人不能參與此功能',
    GIFT_UNAVAILABLE: '該禮物暫不可用',
    RECEIVER_UNAVAILABLE: '對方帳號目前無法接收禮物',
    PAYMENT_METHOD_UNAVAILABLE: '該支付方式暫不可用',
    PAYMENT_VERIFICATION_FAILED: '支付驗證失敗',
    VALIDATION_FAILED: '參數錯誤：{field}',
    NOT_FOUND: '內容不存在',
    CONFLICT: '請求衝突，請重新整理後重試',
    RATE_LIMITED: '操作太頻繁，請稍後再試',
    INTERNAL: '伺服器忙碌中，請稍後重試',
  },
  en: {
    OK: 'Success',
    ADMIN_TOKEN_INVALID: 'Your session has expired. Please log in again.',
    NETWORK: 'Network error. Please try again later.',
    SIGNATURE_MISSING: 'The request is missing its signature parameters.',
    SIGNATURE_INVALID: 'The request signature is invalid.',
    TIMESTAMP_EXPIRED: 'The request has expired. Please check your device clock and try again.',
    NONCE_REPLAYED: 'This request was already received.',
    ACCESS_KEY_UNKNOWN: 'Unknown access key.',
    NOT_LOGGED_IN: 'Please log in first.',
    INVALID_CREDENTIALS: 'Wrong account or password.',
    FORBIDDEN: 'You do not have permission to do this.',
    ACCOUNT_EXISTS: 'This account is already registered.',
    ACCOUNT_DISABLED: 'This account has been disabled.',
    REFRESH_TOKEN_INVALID: 'Your session has expired. Please log in again.',
    INSUFFICIENT_BALANCE: 'Insufficient balance.',
    CANNOT_GIFT_SELF: 'You cannot send a gift to yourself.',
    MINOR_RESTRICTED: 'Minors cannot use this feature.',
    GIFT_UNAVAILABLE: 'This gift is not available.',
    RECEIVER_UNAVAILABLE: 'This user cannot receive gifts right now.',
    PAYMENT_METHOD_UNAVAILABLE: 'This payment method is not available.',
    PAYMENT_VERIFICATION_FAILED: 'The payment could not be verified.',
    VALIDATION_FAILED: 'Invalid parameter: {field}',
    NOT_FOUND: 'Not found.',
    CONFLICT: 'The request conflicts with an earlier one. Please refresh and try again.',
    RATE_LIMITED: 'Too many requests. Please try again later.',
    INTERNAL: 'Something went wrong on our side. Please try again later.',
  },
  ja: {
    OK: '成功',
    ADMIN_TOKEN_INVALID: 'ログインの有効期限が切れました。もう一度ログインしてください',
    NETWORK: 'ネットワークエラーです。しばらくしてから再度お試しください',
    SIGNATURE_MISSING: 'リクエストに署名パラメータがありません',
    SIGNATURE_INVALID: 'リクエストの署名が正しくありません',
    TIMESTAMP_EXPIRED: 'リクエストの有効期限が切れました。端末の時刻を確認して再度お試しください',
    NONCE_REPLAYED: '重複したリクエストです',
    ACCESS_KEY_UNKNOWN: '不明なアクセスキーです',
    NOT_LOGGED_IN: '先にログインしてください',
    INVALID_CREDENTIALS: 'アカウントまたはパスワードが正しくありません',
    FORBIDDEN: 'この操作を行う権限がありません',
    ACCOUNT_EXISTS: 'このアカウントはすでに登録されています',
    ACCOUNT_DISABLED: 'このアカウントは停止されています',
    REFRESH_TOKEN_INVALID: 'ログインの有効期限が切れました。もう一度ログインしてください',
    INSUFFICIENT_BALANCE: '残高が不足しています',
    CANNOT_GIFT_SELF: '自分にギフトを贈ることはできません',
    MINOR_RESTRICTED: '未成年の方はこの機能をご利用いただけません',
    GIFT_UNAVAILABLE: 'このギフトは現在利用できません',
    RECEIVER_UNAVAILABLE: 'このユーザーは現在ギフトを受け取れません',
    PAYMENT_METHOD_UNAVAILABLE: 'この支払い方法は現在ご利用いただけません',
    PAYMENT_VERIFICATION_FAILED: '支払いを確認できませんでした',
    VALIDATION_FAILED: 'パラメータが正しくありません：{field}',
    NOT_FOUND: '見つかりません',
    CONFLICT: 'リクエストが競合しました。更新してから再度お試しください',
    RATE_LIMITED: '操作が多すぎます。しばらくしてから再度お試しください',
    INTERNAL: 'サーバーエラーが発生しました。しばらくしてから再度お試しください',
  },
  ko: {
    OK: '성공',
    ADMIN_TOKEN_INVALID: '로그인이 만료되었습니다. 다시 로그인해 주세요',
    NETWORK: '네트워크 오류입니다. 잠시 후 다시 시도해 주세요',
    SIGNATURE_MISSING: '요청에 서명 매개변수가 없습니다',
    SIGNATURE_INVALID: '요청 서명이 올바르지 않습니다',
    TIMESTAMP_EXPIRED: '요청이 만료되었습니다. 기기 시간을 확인한 후 다시 시도해 주세요',
    NONCE_REPLAYED: '중복된 요청입니다',
    ACCESS_KEY_UNKNOWN: '알 수 없는 액세스 키입니다',
    NOT_LOGGED_IN: '먼저 로그인해 주세요',
    INVALID_CREDENTIALS: '계정 또는 비밀번호가 올바르지 않습니다',
    FORBIDDEN: '이 작업을 수행할 권한이 없습니다',
    ACCOUNT_EXISTS: '이미 등록된 계정입니다',
    ACCOUNT_DISABLED: '정지된 계정입니다',
    REFRESH_TOKEN_INVALID: '로그인이 만료되었습니다. 다시 로그인해 주세요',
    INSUFFICIENT_BALANCE: '잔액이 부족합니다',
    CANNOT_GIFT_SELF: '자신에게 선물을 보낼 수 없습니다',
    MINOR_RESTRICTED: '미성년자는 이 기능을 이용할 수 없습니다',
    GIFT_UNAVAILABLE: '이 선물은 현재 사용할 수 없습니다',
    RECEIVER_UNAVAILABLE: '이 사용자는 현재 선물을 받을 수 없습니다',
    PAYMENT_METHOD_UNAVAILABLE: '이 결제 수단은 현재 사용할 수 없습니다',
    PAYMENT_VERIFICATION_FAILED: '결제를 확인할 수 없습니다',
    VALIDATION_FAILED: '잘못된 매개변수: {field}',
    NOT_FOUND: '찾을 수 없습니다',
    CONFLICT: '요청이 충돌했습니다. 새로고침 후 다시 시도해 주세요',
    RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
    INTERNAL: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요',
  },
};

export function errorCodeName(code: number): ErrorCodeName | undefined {
  return (Object.keys(ErrorCode) as ErrorCodeName[]).find((k) => ErrorCode[k] === code);
}

export function errorMessage(name: ErrorCodeName, locale: Locale, params: Record<string, string> = {}): string {
  const template = ERROR_MESSAGES[locale][name];
  return template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');
}

/** The response envelope every API call answers with. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}
