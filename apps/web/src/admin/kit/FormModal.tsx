import { Button, type ButtonProps, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * A dialog holding one vertical form: OK submits the form (its rules run first), cancel closes;
 * the fields are dropped on close. `intro` stands above the form.
 */
export function FormModal<V extends object>(props: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  okText: string;
  cancelText: string;
  form: FormInstance<V>;
  onFinish: (values: V) => void;
  initialValues?: Partial<V>;
  confirmLoading?: boolean;
  okButtonProps?: ButtonProps & { 'data-testid'?: string };
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={props.okButtonProps}
      cancelText={props.cancelText}
      confirmLoading={props.confirmLoading}
      onOk={() => props.form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {props.intro}
      <Form form={props.form} layout="vertical" onFinish={props.onFinish} initialValues={props.initialValues} preserve={false}>
        {props.children}
      </Form>
    </Modal>
  );
}

/**
 * A button that opens a `FormModal`. `onFinish` gets the values and `close`, to call once the
 * submission went through (a failed one leaves the dialog open for another try).
 */
export function FormModalButton<V extends object>({
  label,
  buttonProps,
  onFinish,
  ...modal
}: Omit<Parameters<typeof FormModal<V>>[0], 'open' | 'onClose' | 'onFinish'> & {
  label: ReactNode;
  buttonProps?: ButtonProps & { 'data-testid'?: string };
  onFinish: (values: V, close: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} {...buttonProps}>
        {label}
      </Button>
      <FormModal<V> {...modal} open={open} onClose={close} onFinish={(v) => onFinish(v, close)} />
    </>
  );
}
