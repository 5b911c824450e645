/**
 * A follow room's leader kept for the tab (sessionStorage, issue 46): a study page's teacher
 * leads the same class again after a reload. Its own small module, so that a page can ask
 * whether a room is kept without loading the follow link (FollowShare.tsx, the SDK's client).
 */

export interface KeptLead {
  readonly code: string;
  readonly key: string;
}

const itemOf = (keep: string) => `pw-lead:${keep}`;

/** The tab's sessionStorage, or null where it cannot be used. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The room kept under `keep`, or null. */
export function keptLead(keep: string | undefined): KeptLead | null {
  if (!keep) return null;
  try {
    const value = JSON.parse(tabStorage()?.getItem(itemOf(keep)) ?? 'null') as KeptLead | null;
    return value && typeof value.code === 'string' && typeof value.key === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function keepLead(keep: string, lead: KeptLead): void {
  tabStorage()?.setItem(itemOf(keep), JSON.stringify({ code: lead.code, key: lead.key }));
}

export function forgetLead(keep: string): void {
  tabStorage()?.removeItem(itemOf(keep));
}
