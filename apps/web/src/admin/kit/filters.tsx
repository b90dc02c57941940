import { BRAND_IDS } from '@app/shared';
import { DatePicker, Form, type FormInstance, Input, Select, type SelectProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { type CSSProperties, createContext, type ReactNode, useContext } from 'react';
import { FilterActions } from './FilterActions';

/** What a range picker leaves in a filter form: either end may be open. */
export type DateRangeValue = [Dayjs | null, Dayjs | null] | null | undefined;

/** A picked range as the `from` / `to` days (`YYYY-MM-DD`, both included) list filters take. */
export function dayRange(dates: DateRangeValue): { from?: string; to?: string } {
  return { from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') };
}

/**
 * A filter form's values as list filters: text trimmed, blank text left out, and a picked `dates`
 * range (if the form has one) as its `from` / `to` days.
 */
export function formFilter<V extends { dates?: DateRangeValue }>(values: V): Omit<V, 'dates'> & { from?: string; to?: string } {
  const { dates, ...rest } = values;
  const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v);
  const fields = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, trimmed(v)])) as Omit<V, 'dates'>;
  return 'dates' in values ? { ...fields, ...dayRange(dates) } : fields;
}

/** Every brand as a select option (the brand id is its own label). */
export const BRAND_OPTIONS = BRAND_IDS.map((b) => ({ value: b, label: b }));

/** Values as select options, each labelled by `label`. */
export function optionsOf<V extends string | number>(values: readonly V[], label: (v: V) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

/** The texts of a filter form, by key: its buttons' and its day range's ends. */
export type FilterTexts = (key: 'search' | 'reset' | 'from' | 'to') => string;

const FilterTextsContext = createContext<FilterTexts | null>(null);

/**
 * The filter row above a console list: an inline form whose fields wrap, ended by search and
 * reset (`FilterActions`). Search hands the list the form's values (`list.search`, or `onSearch`);
 * reset clears the fields, then resets the list (or calls `onReset`). Its texts come from `labels`
 * (e.g. `(k) => t(`orders.filter.${k}`)`); with `testIds` (say `orders`) the form is
 * `orders-filter` and its search button `orders-search`.
 */
export function FilterForm<V extends object>(props: {
  list?: { search: (values: V) => void; reset: () => void };
  onSearch?: (values: V) => void;
  onReset?: () => void;
  labels: FilterTexts;
  testIds?: string;
  form?: FormInstance<V>;
  marginBottom?: number;
  children: ReactNode;
}) {
  const { list, labels, testIds } = props;
  return (
    <Form<V>
      form={props.form}
      layout="inline"
      onFinish={props.onSearch ?? list?.search}
      style={{ rowGap: 8, marginBottom: props.marginBottom ?? 16 }}
      data-testid={testIds && `${testIds}-filter`}
    >
      <FilterTextsContext.Provider value={labels}>{props.children}</FilterTextsContext.Provider>
      <FilterActions
        searchLabel={labels('search')}
        resetLabel={labels('reset')}
        onReset={props.onReset ?? (() => list?.reset())}
        searchTestId={testIds && `${testIds}-search`}
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

/**
 * A from–to day range of a filter form (field `dates`); either end may stay open. Its ends are
 * labelled by the form's texts.
 */
export function DateRangeFilter(props: { style?: CSSProperties }) {
  const texts = useContext(FilterTextsContext);
  return (
    <Form.Item name="dates">
      <DatePicker.RangePicker style={props.style} allowEmpty={[true, true]} placeholder={[texts?.('from') ?? '', texts?.('to') ?? '']} />
    </Form.Item>
  );
}
