import { Drawer, Skeleton, Space, Table, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';

interface DetailDrawerProps<D> {
  open: boolean;
  onClose: () => void;
  width: number;
  title: ReactNode;
  data: D | null | undefined;
  /** true while the detail is on its way: the placeholder even if older data is at hand */
  loading?: boolean;
  placeholder?: ReactNode;
  extra?: ReactNode;
  testId?: string;
  children: (data: D) => ReactNode;
}

/**
 * The side drawer a console list opens for one row: its body is drawn from `data` once it is
 * there (`placeholder` until then, a skeleton unless told), and dropped when the drawer closes.
 */
export function DetailDrawer<D>(props: DetailDrawerProps<D>) {
  const { data } = props;
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      width={props.width}
      title={props.title}
      extra={props.extra}
      destroyOnHidden
      data-testid={props.testId}
    >
      {props.loading || data === null || data === undefined ? (
        props.placeholder === undefined ? (
          <Skeleton active />
        ) : (
          props.placeholder
        )
      ) : (
        props.children(data)
      )}
    </Drawer>
  );
}

/**
 * The `DetailDrawer` of a list's picked row: open while `id` is set, drawn from `detail`, the
 * query of that row's detail (a skeleton while it loads).
 */
export function QueryDrawer<D>({
  id,
  detail,
  ...props
}: Omit<DetailDrawerProps<D>, 'open' | 'data' | 'loading'> & { id: unknown; detail: { data?: D; isPending: boolean } }) {
  return <DetailDrawer<D> {...props} open={id !== null} data={detail.data} loading={detail.isPending} />;
}

/** The sections of a detail, one under the other, 20px apart. */
export function DetailSections(props: { testId?: string; children: ReactNode }) {
  return (
    <Space direction="vertical" size={20} style={{ width: '100%' }} data-testid={props.testId}>
      {props.children}
    </Space>
  );
}

/** A titled section of a detail holding a small, unpaged table (an item's history, its events…). */
export function SectionTable<T extends object>(props: {
  title: ReactNode;
  rows: T[];
  columns: TableColumnsType<T>;
  emptyText: ReactNode;
  rowKey?: string;
  testId?: string;
}) {
  return (
    <div>
      <Typography.Title level={5}>{props.title}</Typography.Title>
      <Table<T>
        rowKey={props.rowKey ?? 'id'}
        size="small"
        pagination={false}
        dataSource={props.rows}
        locale={{ emptyText: props.emptyText }}
        data-testid={props.testId}
        columns={props.columns}
      />
    </div>
  );
}
