import { Space } from 'antd';
import type { ReactNode } from 'react';

/** The row above a console table: its first child at the left, the last at the right; wraps when narrow. */
export function Toolbar({ children }: { children: ReactNode }) {
  return (
    <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
      {children}
    </Space>
  );
}
