import { serializeJsonLd } from '../../src/components/seo/jsonLd';

describe('serializeJsonLd', () => {
  it('cannot be closed from inside by content', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: 'a & b' });
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a & b' });
  });
});
