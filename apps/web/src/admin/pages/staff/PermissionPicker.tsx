import { ALL_PERMISSION_CODES, type PermissionCode } from '@app/shared';
import { Checkbox, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The area of a code is what comes before its first dot (`finance.refund` → finance). */
const AREAS: Array<{ area: string; codes: PermissionCode[] }> = [];
for (const code of ALL_PERMISSION_CODES) {
  const area = code.split('.')[0] ?? code;
  const group = AREAS.find((a) => a.area === area);
  if (group) group.codes.push(code);
  else AREAS.push({ area, codes: [code] });
}

export function usePermLabel() {
  const { t } = useTranslation('staff');
  return (code: string) => t(`perms.${code.replace(/\./g, '_')}`, { defaultValue: code });
}

/** Checkboxes grouped by area, each with its label and its code. */
export function PermissionPicker({
  value = [],
  onChange,
  locked = [],
}: {
  value?: PermissionCode[];
  onChange?: (v: PermissionCode[]) => void;
  /** codes the admin may not take away here (their own admin.manage) */
  locked?: readonly string[];
}) {
  const { t } = useTranslation('staff');
  const label = usePermLabel();
  const toggle = (code: PermissionCode, on: boolean) => onChange?.(on ? [...new Set([...value, code])] : value.filter((c) => c !== code));
  return (
    <div className="staff-perms" data-testid="perm-picker">
      {AREAS.map(({ area, codes }) => (
        <div key={area} className="staff-perm-area">
          <Typography.Text strong className="staff-perm-area-title">
            {t(`areas.${area}`, { defaultValue: area })}
          </Typography.Text>
          <Space direction="vertical" size={2}>
            {codes.map((code) => (
              <Checkbox
                key={code}
                checked={value.includes(code)}
                disabled={locked.includes(code)}
                onChange={(e) => toggle(code, e.target.checked)}
                data-testid={`perm-${code}`}
              >
                <span className="staff-perm-label">{label(code)}</span>
                <Typography.Text type="secondary" className="staff-perm-code">
                  {code}
                </Typography.Text>
              </Checkbox>
            ))}
          </Space>
        </div>
      ))}
    </div>
  );
}
