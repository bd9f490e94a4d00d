import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackingLinks } from './notification-events.ts';
import {
  DEFAULT_NOTIFICATION_TEMPLATES,
  NOTIFICATION_FIELD_NAMES,
  placeholdersOf,
  renderNotification,
  trackingLinksValue,
  unknownFieldProblem,
  type NotificationValues,
} from './notification-template.ts';

const valuesOf = (value: (name: string) => string) =>
  Object.fromEntries(
    NOTIFICATION_FIELD_NAMES.map((name) => [name, { text: value(name) }]),
  ) as NotificationValues;

describe('template fields', () => {
  it('finds each placeholder once, spaces trimmed', () => {
    expect(placeholdersOf('{{job}} and {{ job }} for {{customer}}')).toEqual(['job', 'customer']);
  });

  it('names the part and the unknown fields, and lists the fields there are', () => {
    expect(unknownFieldProblem('Text body', 'Hi {{job}}')).toBeNull();
    const problem = unknownFieldProblem('Text body', 'Hi {{foo}} {{bar}}');
    expect(problem).toMatch(
      /^Text body uses \{\{foo\}\}, \{\{bar\}\}, which are not fields: the fields are \{\{job\}\}, /,
    );
    expect(unknownFieldProblem('Subject', '{{ eta }}')).toMatch(
      /^Subject uses \{\{eta\}\}, which is not a field/,
    );
  });

  it('every default template uses only the fields there are', () => {
    for (const template of Object.values(DEFAULT_NOTIFICATION_TEMPLATES))
      for (const part of Object.values(template)) expect(unknownFieldProblem('Part', part)).toBeNull();
  });
});

describe('renderNotification', () => {
  it('puts no markup of a value into the HTML, whatever the value (it is escaped), and the value itself into the text', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const rendered = renderNotification(
          { subject: 'S {{job}}', html_body: '<p>{{job}}</p>', text_body: 'T {{job}}' },
          valuesOf(() => value),
        );
        expect(rendered.html.slice(3, -4)).not.toMatch(/[<>"'&](?!#\d+;)/);
        expect(rendered.text).toBe(`T ${value}`);
      }),
    );
  });

  it('puts no second full stop after a value that ends a sentence itself (Riverside Sign Co.)', () => {
    const template = {
      subject: 'Ready at {{shop_name}}.',
      html_body: '<p>Ready at {{shop_name}}.</p>',
      text_body: 'Ready at {{shop_name}}. Job {{job}}.',
    };
    const values = valuesOf((name) => (name === 'shop_name' ? 'Riverside Sign Co.' : 'Lobby'));
    expect(renderNotification(template, values)).toEqual({
      subject: 'Ready at Riverside Sign Co.',
      html: '<p>Ready at Riverside Sign Co.</p>',
      text: 'Ready at Riverside Sign Co. Job Lobby.',
    });
  });

  it('keeps the admin’s HTML and gives the tracking links as links', () => {
    const links = trackingLinksValue(trackingLinks('Fed Ex', ['7489 <x>', ' ']));
    const values = { ...valuesOf((name) => name), tracking_links: links };
    const rendered = renderNotification(
      { subject: '{{job}}', html_body: '<b>{{tracking_links}}</b>', text_body: '{{tracking_links}}' },
      values,
    );
    expect(rendered.html).toBe(
      '<b><a href="https://www.fedex.com/fedextrack/?trknbr=7489%20%3Cx%3E">7489 &#60;x&#62;</a></b>',
    );
    expect(rendered.text).toBe('7489 <x>: https://www.fedex.com/fedextrack/?trknbr=7489%20%3Cx%3E');
  });

  it('links UPS numbers to UPS, and leaves numbers of another method unlinked', () => {
    expect(trackingLinks('UPS', ['1Z1'])).toEqual([
      { number: '1Z1', url: 'https://www.ups.com/track?tracknum=1Z1' },
    ]);
    expect(trackingLinks('Other', ['A1'])).toEqual([{ number: 'A1', url: null }]);
    expect(trackingLinksValue([])).toEqual({ text: 'no tracking number', html: 'no tracking number' });
  });
});
