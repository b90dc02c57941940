import { BRAND_IDS } from '@app/shared';
import { DatePicker, Form, type FormInstance, Input, Select, type SelectProps } from 'antd';
import type { Dayjs } from 'dayjs';
import type { CSSProperties, ReactNode } from 'react';
import { FilterActions } from './FilterActions';

/** What a range picker leaves in a filter form: either end may be open. */
export type DateRangeValue = [Dayjs | null, Dayjs | null] | null | undefined;

/** A picked range as the `from` / `to` days (`YYYY-MM-DD`, both included) list filters take. */
export function dayRange(dates: DateRangeValue): { from?: string; to?: string } {
  return { from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') };
}

/** Every brand as a select option (the brand id is its own label). */
export const BRAND_OPTIONS = BRAND_IDS.map((b) => ({ value: b, label: b }));

/** Values as select options, each labelled by `label`. */
export function optionsOf<V extends string | number>(values: readonly V[], label: (v: V) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

/**
 * The filter row above a console list: an inline form whose fields wrap, ended by search and
 * reset (`FilterActions`). Reset clears the fields, then calls `onReset`.
 */
export function FilterForm<V extends object>(props: {
  onSearch: (values: V) => void;
  /** what reset does after clearing the fields: the list's own reset unless told */
  onReset?: () => void;
  list?: { reset: () => void };
  searchLabel: string;
  resetLabel: string;
  searchTestId?: string;
  testId?: string;
  form?: FormInstance<V>;
  marginBottom?: number;
  children: ReactNode;
}) {
  return (
    <Form<V>
      form={props.form}
      layout="inline"
      onFinish={props.onSearch}
      style={{ rowGap: 8, marginBottom: props.marginBottom ?? 16 }}
      data-testid={props.testId}
    >
      {props.children}
      <FilterActions
        searchLabel={props.searchLabel}
        resetLabel={props.resetLabel}
        onReset={props.onReset ?? (() => props.list?.reset())}
        searchTestId={props.searchTestId}
      />
    </Form>
  );
}

/** A clearable select of a filter form. */
export function FilterSelect<V = unknown>({
  name,
  width,
  placeholder,
  ...rest
}: { name: string; width: number; placeholder: string } & Omit<SelectProps<V>, 'placeholder'>) {
  return (
    <Form.Item name={name}>
      <Select<V> allowClear placeholder={placeholder} style={{ width }} {...rest} />
    </Form.Item>
  );
}

/** A clearable text box of a filter form. */
export function FilterInput(props: { name: string; width: number; placeholder: string; testId?: string; maxLength?: number }) {
  return (
    <Form.Item name={props.name}>
      <Input
        allowClear
        placeholder={props.placeholder}
        style={{ width: props.width }}
        maxLength={props.maxLength}
        data-testid={props.testId}
      />
    </Form.Item>
  );
}

/** A from–to day range of a filter form (field `dates`); either end may stay open. */
export function DateRangeFilter(props: { from: string; to: string; style?: CSSProperties }) {
  return (
    <Form.Item name="dates">
      <DatePicker.RangePicker style={props.style} allowEmpty={[true, true]} placeholder={[props.from, props.to]} />
    </Form.Item>
  );
}
