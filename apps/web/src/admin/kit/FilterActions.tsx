import { Button, Form, Space } from 'antd';

/** The end of a console filter form: search (submits the form) and reset (clears it, then `onReset`). */
export function FilterActions(props: { searchLabel: string; resetLabel: string; onReset: () => void; searchTestId?: string }) {
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid={props.searchTestId}>
          {props.searchLabel}
        </Button>
        <Button htmlType="reset" onClick={props.onReset}>
          {props.resetLabel}
        </Button>
      </Space>
    </Form.Item>
  );
}
