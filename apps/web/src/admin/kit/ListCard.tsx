import { Card, Space } from 'antd';
import type { ReactNode } from 'react';

/**
 * The frame of a console list page (`data-testid="admin-page"`): a title and, at its right, the
 * page's buttons (export, create…) in one row; the filters and the table as children.
 */
export function ListCard(props: { title: ReactNode; actions?: ReactNode[]; children: ReactNode }) {
  const actions = props.actions ?? [];
  return (
    <Card title={props.title} extra={actions.length > 1 ? <Space>{actions}</Space> : actions[0]} data-testid="admin-page">
      {props.children}
    </Card>
  );
}
