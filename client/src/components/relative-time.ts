// "3 days ago": the humanised age Superset shows for changed_on_delta_humanized, with moment.js' thresholds
// (the ones Superset's list views display), computed in the browser so the text stays current.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function phrase(deltaMs: number): string {
  const seconds = Math.round(deltaMs / SECOND);
  const minutes = Math.round(deltaMs / MINUTE);
  const hours = Math.round(deltaMs / HOUR);
  const days = Math.round(deltaMs / DAY);
  if (seconds < 45) return 'a few seconds';
  if (seconds < 90) return 'a minute';
  if (minutes < 45) return `${minutes} minutes`;
  if (minutes < 90) return 'an hour';
  if (hours < 22) return `${hours} hours`;
  if (hours < 36) return 'a day';
  if (days < 26) return `${days} days`;
  if (days < 45) return 'a month';
  if (days < 320) return `${Math.round(days / 30.4375)} months`;
  if (days < 548) return 'a year';
  return `${Math.round(days / 365.25)} years`;
}

/** Humanised distance between a timestamp (ISO string or epoch ms) and now; '' when the time is unreadable. */
export function humanizeRelative(time: string | number, now: number = Date.now()): string {
  const at = typeof time === 'number' ? time : Date.parse(time);
  if (Number.isNaN(at)) return '';
  const delta = now - at;
  return delta >= 0 ? `${phrase(delta)} ago` : `in ${phrase(-delta)}`;
}
