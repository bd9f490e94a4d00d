/** Text made safe inside HTML (element content and quoted attributes): & < > " ' as character references. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
