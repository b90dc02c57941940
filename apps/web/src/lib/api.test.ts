import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './api';

describe('filenameFromDisposition', () => {
  it('reads filename*, then filename, else data.xlsx', () => {
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx")).toBe('报表.xlsx');
    expect(filenameFromDisposition('attachment; filename="users.csv"')).toBe('users.csv');
    expect(filenameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(filenameFromDisposition('attachment')).toBe('data.xlsx');
    expect(filenameFromDisposition(null)).toBe('data.xlsx');
  });
});
