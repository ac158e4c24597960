// What sits around the page in a real capture: a phone's status bar (time, signal, battery) and the browser's
// chrome (tabs, URL bar), drawn in HTML so Chromium renders them into the screenshot.
import type { Device } from './page-html.js';

export interface StatusBar {
  /** 'hh:mm' as the phone shows it. */
  time: string;
  /** 0–100. */
  battery: number;
  /** '5G', '4G', 'LTE' or 'wifi'. */
  network: string;
  dark: boolean;
}

export interface BrowserChrome {
  /** Where the URL bar sits: Safari on iOS puts it at the bottom. */
  place: 'top' | 'bottom';
  /** Open tabs, shown in the tab button (phone) or as tabs (desktop). */
  tabs: number;
}

export function statusBarHtml(bar: StatusBar): string {
  const signal = [4, 7, 10, 13].map((h, i) => `<i style="height:${h}px;left:${i * 5}px"></i>`).join('');
  const network =
    bar.network === 'wifi' ? '<span class="wifi">&#x25E0;</span>' : `<span class="net">${bar.network}</span>`;
  return [
    `<div class="statusbar ${bar.dark ? 'dark' : ''}">`,
    `<span class="clock">${bar.time}</span>`,
    '<span class="icons">',
    `<span class="signal">${signal}</span>${network}`,
    `<span class="pct">${bar.battery}%</span>`,
    `<span class="battery"><b style="width:${Math.max(2, Math.round(bar.battery / 5))}px"></b></span>`,
    '</span></div>',
  ].join('');
}

const OTHER_TABS = [
  'BBC Sport - Football',
  'Inbox (3) - Gmail',
  'FPL Review',
  'YouTube',
  'Reddit - r/FantasyPL',
];

export function browserChromeHtml(device: Device, chrome: BrowserChrome): string {
  const url = 'fantasy.premierleague.com/transfers';
  if (device === 'phone') {
    return [
      `<div class="urlbar phone ${chrome.place}">`,
      '<span class="home">&#x2302;</span>',
      `<span class="field"><span class="lock">&#x1F512;</span>${url}</span>`,
      `<span class="tabs">${chrome.tabs}</span><span class="menu">&#x22EE;</span>`,
      '</div>',
    ].join('');
  }
  const tabs = [
    '<span class="tab on">Transfers | Fantasy Premier League</span>',
    ...OTHER_TABS.slice(0, Math.max(0, chrome.tabs - 1)).map((title) => `<span class="tab">${title}</span>`),
  ].join('');
  return [
    '<div class="browser">',
    `<div class="tabstrip">${tabs}<span class="plus">+</span></div>`,
    '<div class="urlbar desktop"><span class="nav">&#x2190; &#x2192; &#x21BB;</span>',
    `<span class="field"><span class="lock">&#x1F512;</span>https://${url}</span><span class="menu">&#x22EE;</span></div>`,
    '</div>',
  ].join('');
}

export function chromeCss(): string {
  return `
.statusbar { display: flex; justify-content: space-between; align-items: center; height: 44px; padding: 0 22px; background: #fff; color: #000; font: 600 15px/1 sans-serif; }
.statusbar.dark { background: #000; color: #fff; }
.statusbar .icons { display: flex; align-items: center; gap: 6px; font-size: 12px; }
.statusbar .signal { position: relative; width: 19px; height: 13px; }
.statusbar .signal i { position: absolute; bottom: 0; width: 3px; background: currentColor; border-radius: 1px; }
.statusbar .battery { width: 24px; height: 12px; border: 1.5px solid currentColor; border-radius: 3px; padding: 1px; }
.statusbar .battery b { display: block; height: 100%; background: currentColor; border-radius: 1px; }
.urlbar { display: flex; align-items: center; gap: 10px; background: #f1f3f4; color: #202124; font: 400 14px/1 sans-serif; }
.urlbar.phone { height: 56px; padding: 0 12px; }
.urlbar.phone.bottom { border-top: 1px solid #ddd; }
.urlbar .field { flex: 1; background: #fff; border-radius: 20px; padding: 9px 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.urlbar .lock { font-size: 11px; margin-right: 6px; }
.urlbar .tabs { border: 2px solid #202124; border-radius: 4px; font: 700 11px/1 sans-serif; padding: 2px 4px; }
.browser { background: #dee1e6; }
.tabstrip { display: flex; gap: 2px; padding: 8px 8px 0; height: 40px; font: 400 12px/1 sans-serif; color: #333; }
.tabstrip .tab { width: 210px; padding: 10px 12px; border-radius: 8px 8px 0 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.tabstrip .tab.on { background: #fff; }
.tabstrip .plus { padding: 8px; font-size: 16px; }
.urlbar.desktop { background: #fff; height: 44px; padding: 0 12px; border-bottom: 1px solid #ddd; }
.urlbar.desktop .field { background: #f1f3f4; }
`;
}
