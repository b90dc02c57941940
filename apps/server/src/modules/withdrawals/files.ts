import { AppError } from '../../platform/errors';

/**
 * The transfer files approved withdrawals leave in (docs/operations.md "Withdrawals").
 *
 * Zengin (全銀協 総合振込, the Japanese banks' format): fixed 120-byte records in Shift_JIS — a
 * header (1), one data record per transfer (2), a trailer (8) with the count and the sum, an end
 * record (9) — separated by CRLF. Names are half-width katakana, numbers right-aligned with zeros,
 * texts left-aligned with spaces. `parseZengin` reads a file back: the export is checked by it.
 *
 * PayPay: a CSV of phone number, amount, holder and our reference, for the business payout batch.
 */

export interface Consignor {
  code: string;
  name: string;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: string;
  accountNumber: string;
}

export interface ZenginTransfer {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: string;
  accountNumber: string;
  holder: string;
  amount: number;
  /** our reference (the withdrawal id), in the customer code field */
  reference: string;
}

export interface ZenginFile {
  consignor: Consignor;
  /** MMDD */
  transferDate: string;
  transfers: ZenginTransfer[];
  count: number;
  total: number;
}

/** Reads ZENGIN_CONSIGNOR ("code,name,bank code,bank name,branch code,branch name,type,account"). */
export function parseConsignor(value: string): Consignor | null {
  const p = value.split(',').map((s) => s.trim());
  if (p.length !== 8) return null;
  const [code, name, bankCode, bankName, branchCode, branchName, accountType, accountNumber] = p as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!/^\d{10}$/.test(code) || !/^\d{4}$/.test(bankCode) || !/^\d{3}$/.test(branchCode) || !/^[124]$/.test(accountType)) return null;
  if (!/^\d{7}$/.test(accountNumber)) return null;
  return { code, name, bankCode, bankName, branchCode, branchName, accountType, accountNumber };
}

// ---- Shift_JIS for the Zengin character set: ASCII and half-width katakana are one byte each ----

function sjisByte(ch: string): number {
  const c = ch.codePointAt(0)!;
  if (c >= 0x20 && c <= 0x7e && c !== 0x5c) return c;
  if (c >= 0xff61 && c <= 0xff9f) return c - 0xff61 + 0xa1;
  throw new AppError('VALIDATION_FAILED', { field: 'zengin' }, { field: 'zengin', char: ch });
}

function sjisChar(b: number): string {
  if (b >= 0x20 && b <= 0x7e) return String.fromCharCode(b);
  if (b >= 0xa1 && b <= 0xdf) return String.fromCodePoint(b - 0xa1 + 0xff61);
  throw new Error(`zengin: byte ${b} is not in the character set`);
}

const text = (value: string, width: number) => {
  const v = [...value].slice(0, width).join('');
  return v + ' '.repeat(width - [...v].length);
};
const num = (value: number | string, width: number) => {
  const v = String(value);
  if (!/^\d+$/.test(v) || v.length > width) throw new AppError('VALIDATION_FAILED', { field: 'zengin' }, { field: 'zengin', value: v });
  return v.padStart(width, '0');
};

function record(fields: string[]): string {
  const r = fields.join('');
  if ([...r].length !== 120) throw new Error(`zengin: a record of ${[...r].length} characters`);
  return r;
}

/** The file's bytes (Shift_JIS, CRLF between records). */
export function buildZengin(consignor: Consignor, transferDate: string, transfers: readonly ZenginTransfer[]): Buffer {
  const total = transfers.reduce((s, t) => s + t.amount, 0);
  const records = [
    record([
      '1',
      '21',
      '0',
      num(consignor.code, 10),
      text(consignor.name, 40),
      num(transferDate, 4),
      num(consignor.bankCode, 4),
      text(consignor.bankName, 15),
      num(consignor.branchCode, 3),
      text(consignor.branchName, 15),
      num(consignor.accountType, 1),
      num(consignor.accountNumber, 7),
      ' '.repeat(17),
    ]),
    ...transfers.map((t) =>
      record([
        '2',
        num(t.bankCode, 4),
        text(t.bankName, 15),
        num(t.branchCode, 3),
        text(t.branchName, 15),
        ' '.repeat(4),
        num(t.accountType, 1),
        num(t.accountNumber, 7),
        text(t.holder, 30),
        num(t.amount, 10),
        '0',
        text(t.reference, 10),
        ' '.repeat(10),
        ' ',
        ' ',
        ' '.repeat(7),
      ]),
    ),
    record(['8', num(transfers.length, 6), num(total, 12), ' '.repeat(101)]),
    record(['9', ' '.repeat(119)]),
  ];
  const bytes: number[] = [];
  records.forEach((r, i) => {
    if (i > 0) bytes.push(0x0d, 0x0a);
    for (const ch of r) bytes.push(sjisByte(ch));
  });
  return Buffer.from(bytes);
}

/** Reads a Zengin file back; throws when a record is not 120 bytes or the trailer does not add up. */
export function parseZengin(bytes: Buffer): ZenginFile {
  const lines: string[] = [];
  let cur = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x0d && bytes[i + 1] === 0x0a) {
      lines.push(cur);
      cur = '';
      i++;
      continue;
    }
    cur += sjisChar(b);
  }
  lines.push(cur);
  for (const l of lines) if ([...l].length !== 120) throw new Error(`zengin: a record of ${[...l].length} bytes`);
  const cut = (l: string, from: number, width: number) => [...l].slice(from, from + width).join('');
  const trim = (s: string) => s.replace(/ +$/, '');
  const [head, ...rest] = lines;
  if (!head || head[0] !== '1' || cut(head, 1, 2) !== '21') throw new Error('zengin: no header');
  const end = rest.pop();
  const trailer = rest.pop();
  if (end?.[0] !== '9' || trailer?.[0] !== '8') throw new Error('zengin: no trailer or end record');
  const transfers = rest.map((l) => {
    if (l[0] !== '2') throw new Error('zengin: a record that is not a transfer');
    return {
      bankCode: cut(l, 1, 4),
      bankName: trim(cut(l, 5, 15)),
      branchCode: cut(l, 20, 3),
      branchName: trim(cut(l, 23, 15)),
      accountType: cut(l, 42, 1),
      accountNumber: cut(l, 43, 7),
      holder: trim(cut(l, 50, 30)),
      amount: Number(cut(l, 80, 10)),
      reference: trim(cut(l, 91, 10)),
    };
  });
  const count = Number(cut(trailer, 1, 6));
  const total = Number(cut(trailer, 7, 12));
  if (count !== transfers.length || total !== transfers.reduce((s, t) => s + t.amount, 0))
    throw new Error('zengin: the trailer does not add up');
  return {
    consignor: {
      code: cut(head, 4, 10),
      name: trim(cut(head, 14, 40)),
      bankCode: cut(head, 58, 4),
      bankName: trim(cut(head, 62, 15)),
      branchCode: cut(head, 77, 3),
      branchName: trim(cut(head, 80, 15)),
      accountType: cut(head, 95, 1),
      accountNumber: cut(head, 96, 7),
    },
    transferDate: cut(head, 54, 4),
    transfers,
    count,
    total,
  };
}

export interface PaypayTransfer {
  phone: string;
  amount: number;
  holder: string;
  reference: string;
}

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** PayPay's business payout batch: UTF-8 CSV with a header row. */
export function buildPaypayCsv(transfers: readonly PaypayTransfer[]): Buffer {
  const rows = [
    ['phone_number', 'amount', 'holder_name', 'reference'],
    ...transfers.map((t) => [t.phone, t.amount, t.holder, t.reference]),
  ];
  return Buffer.from(`${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}
