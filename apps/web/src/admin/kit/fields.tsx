import { Form, type FormItemProps, Input } from 'antd';
import type { ReactNode } from 'react';

/**
 * A form's field of longer text, its length counted up to `max`. With `required` (the message),
 * blank text (spaces only) is refused.
 */
export function TextAreaItem(props: {
  name: FormItemProps['name'];
  label: ReactNode;
  rows: number;
  max: number;
  required?: string;
  extra?: ReactNode;
  placeholder?: string;
  testId?: string;
}) {
  return (
    <Form.Item
      name={props.name}
      label={props.label}
      extra={props.extra}
      rules={props.required === undefined ? undefined : [{ required: true, whitespace: true, message: props.required }]}
    >
      <Input.TextArea rows={props.rows} maxLength={props.max} showCount placeholder={props.placeholder} data-testid={props.testId} />
    </Form.Item>
  );
}
