import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatTimeParts } from './format';

/** A table cell of two lines: the main value over a small grey one (a user over their id…). */
export function StackedCell(props: { main: ReactNode; sub: ReactNode; mainTestId?: string }) {
  return (
    <Space direction="vertical" size={0}>
      <span data-testid={props.mainTestId}>{props.main}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {props.sub}
      </Typography.Text>
    </Space>
  );
}

/** StackedCell for a long text: the main line is cut with an ellipsis at the column's width. */
export function EllipsisStackedCell(props: { main: ReactNode; sub: ReactNode; mainTestId?: string }) {
  return (
    <Space direction="vertical" size={0} style={{ maxWidth: '100%' }}>
      <Typography.Text ellipsis data-testid={props.mainTestId}>
        {props.main}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {props.sub}
      </Typography.Text>
    </Space>
  );
}

/** A user as lists show them: the nickname over `public id · brand`. Nicknames render as text. */
export function UserCell(props: { user: { nickname: string; public_id: string; brand: string }; nameTestId?: string }) {
  const u = props.user;
  return <StackedCell main={u.nickname} sub={`${u.public_id} · ${u.brand}`} mainTestId={props.nameTestId} />;
}

/**
 * A status as a coloured tag (colour per status); with `testId`, the tag carries the raw status in
 * `data-status` for tests.
 */
export function StatusTag<S extends string>(props: { status: S; colors: Partial<Record<S, string>>; label: string; testId?: string }) {
  return (
    <Tag color={props.colors[props.status]} data-testid={props.testId} data-status={props.testId ? props.status : undefined}>
      {props.label}
    </Tag>
  );
}

/**
 * A time in a list's column: the date and clock on one line, the zone's name under it in grey
 * (`2026/11/30 10:42` over `GMT+8`), so a narrow column never breaks the clock from its date.
 */
export function TimeCell(props: {
  iso: string | null | undefined;
  locale: string;
  options?: Intl.DateTimeFormatOptions;
  timeZone?: string;
}) {
  const { text, zone } = formatTimeParts(props.iso, props.locale, props.options, props.timeZone);
  return zone ? (
    <StackedCell main={<span style={{ whiteSpace: 'nowrap' }}>{text}</span>} sub={zone} />
  ) : (
    <span style={{ whiteSpace: 'nowrap' }}>{text}</span>
  );
}
