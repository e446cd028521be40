import type { Language } from '@salon/domain';
import type { FastifyRequest } from 'fastify';

/** The languages the API writes its texts in: zh-TW first, English second. */
export type ReplyLanguage = Language;

/**
 * The language a request asks for by its Accept-Language header: the first of its tags, by weight
 * (q), that is English or Chinese; null when it names neither (or has no header). The web sends the
 * language the customer chose in the app.
 */
export function acceptedLanguage(header: string | string[] | undefined): ReplyLanguage | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const tags = value
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((t) => t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  for (const { tag } of tags) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-TW';
  }
  return null;
}

/** The language of a request's texts (its error messages): Accept-Language's, else zh-TW. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): ReplyLanguage {
  return acceptedLanguage(request.headers['accept-language']) ?? 'zh-TW';
}
