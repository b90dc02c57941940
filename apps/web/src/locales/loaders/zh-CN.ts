/** The zh-CN namespace files: lib/i18n.ts loads this map with the language (not all five languages' maps with the entry). */
export default import.meta.glob<{ default: Record<string, unknown> }>('../zh-CN/*.json');
