/**
 * Signing test vectors, shared by the unit tests and docs/api.md. If you change one, change the doc.
 */
export const SIGNING_VECTORS = [
  {
    name: 'GET with a JSON list parameter',
    secret: 'dev-secret',
    params: {
      perm_codes: '["publicservice.handle_default_feedback","riskcontrol.handle_japan_riskrecord"]',
      'app-language': 'ja',
      timestamp: 1767225600,
      nonce: 'abcdefghijklmnop1234',
      access_key: 'h5-web',
    },
    canonical:
      'access_key=h5-web&app-language=ja&nonce=abcdefghijklmnop1234&perm_codes=["publicservice.handle_default_feedback","riskcontrol.handle_japan_riskrecord"]&timestamp=1767225600',
    sign: '5BD557C30A6D410AF803DC006E60856B05B8A44E',
  },
  {
    name: 'POST body with numbers, booleans, null and a nested object',
    secret: 'dev-secret',
    params: {
      email: 'admin@demo.local',
      password: 'Admin#2026',
      remember: true,
      extra: { b: 1, a: [1, 'x'] },
      note: null,
      timestamp: 1767225600,
      nonce: 'ZZZZyyyy00001111',
      access_key: 'h5-web',
    },
    canonical:
      'access_key=h5-web&email=admin@demo.local&extra={"b":1,"a":[1,"x"]}&nonce=ZZZZyyyy00001111&password=Admin#2026&remember=true&timestamp=1767225600',
    sign: 'F504BF81249E02B589FC315D82AD0E3A9B23F94E',
  },
] as const;
