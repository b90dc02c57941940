/** One field of a proof: its name and value (hashes and seeds in a monospace, selectable face). */
export function ProofValue({ label, value, mono = true }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="fv-value">
      <dt>{label}</dt>
      <dd className={mono ? 'fv-mono fv-copy' : undefined}>{value}</dd>
    </div>
  );
}
