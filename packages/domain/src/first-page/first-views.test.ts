import { describe, expect, it } from 'vitest';
import { findFirstView, firstViewHtml, firstViewOf } from './first-views.ts';

describe('first views', () => {
  it("names the daily schedule's heading and info, and no view for other screens", () => {
    expect(findFirstView('dailySchedule')).toBe(firstViewOf('dailySchedule'));
    expect(firstViewOf('dailySchedule').heading).toBe('Daily Schedule');
    for (const none of ['quote', 'toString', 'nothing']) expect(findFirstView(none)).toBeNull();
  });

  it('puts the heading and the info into the markup, escaped, under the navigation frame', () => {
    const html = firstViewHtml({ heading: 'A & B', info: 'Less <than> "all"' });
    expect(html).toContain('<h1 class="h3 mb-0" tabindex="-1">A &#38; B</h1>');
    expect(html).toContain('>Less &#60;than&#62; &#34;all&#34;</div>');
    expect(html.indexOf('navbar')).toBeLessThan(html.indexOf('<h1'));
    expect(html.startsWith('<div class="d-flex flex-column min-vh-100" data-first-view>')).toBe(true);
  });
});
