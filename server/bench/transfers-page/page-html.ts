// The HTML of a Transfers page (FPL's layout: nav, title, deadline bar, free transfers / cost / budget, the pitch
// with name plates and selling prices, the bench row) for headless Chromium to screenshot.
import type { Position } from '@fpl-assistant/engine';
import {
  type BrowserChrome,
  browserChromeHtml,
  chromeCss,
  type StatusBar,
  statusBarHtml,
} from './chrome-html.js';
import { shirtSvg } from './shirt.js';
import type { SquadPlayer, TransfersSquad } from './squad.js';

export type Device = 'desktop' | 'phone';
/** 'classic': dark green plates, white names (2021-22 look); 'modern': white plates, purple names (2023+). */
export type PlateTheme = 'classic' | 'modern';

export interface PageOptions {
  device: Device;
  theme: PlateTheme;
  /** 'Budget', 'Bank' or 'Money Remaining' (older seasons). */
  bankLabel: 'Budget' | 'Money Remaining' | 'Bank';
  /** 'squad': the 15 by position, rows 2-5-5-3, no bench; 'xi-bench': the XI by position, then the bench. */
  pitchLayout: 'squad' | 'xi-bench';
  /**
   * 'strip': stats and chip buttons side by side over the pitch, each label over its value; 'line': the same on
   * one line of text, each value beside its label ("Free Transfers 1 | Cost 0 pts | Bank £6.5m | Wildcard Play");
   * 'stacked': stat boxes, then the chip buttons.
   */
  headerLayout: 'strip' | 'line' | 'stacked';
  /** The Player Selection list FPL shows beside the pitch (names and prices that are not the squad). */
  playerList?: ListedPlayer[];
  /** Where the list sits: beside the pitch (desktop), below it, or nowhere. */
  listPlace?: 'beside' | 'below';
  /** The page's CSS width: the phone's or the browser window's. */
  width: number;
  font: PageFont;
  /** Phone only: the OS status bar above the page. */
  statusBar?: StatusBar;
  /** Tabs and URL bar, when the capture was taken in a browser. */
  browserChrome?: BrowserChrome;
}

export interface PageFont {
  /** A family installed on the machine (see `installedFonts`). */
  family: string;
  /** Name and price size on a plate, CSS pixels. */
  plateSize: number;
  /** Weight of the plate names. */
  weight: number;
}

export interface ListedPlayer {
  webName: string;
  team: string;
  position: Position;
  /** Tenths of a million. */
  nowCost: number;
  totalPoints: number;
}

const money = (tenths: number) => `£${(tenths / 10).toFixed(1)}m`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** 'Sat 18 Apr, 10:00' in UTC, as FPL prints a deadline. */
export function formatDeadline(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day} ${dayMonth}, ${time}`;
}

function plate(player: SquadPlayer): string {
  return [
    `<div class="element" data-id="${player.id}">`,
    '<div class="kit">',
    shirtSvg(player.team, player.position === 'GKP'),
    '<span class="info">i</span>',
    '</div>',
    `<div class="name">${escapeHtml(player.webName)}</div>`,
    `<div class="price">${money(player.sellingPrice)}</div>`,
    '</div>',
  ].join('');
}

const BENCH_LABEL = (player: SquadPlayer) =>
  player.position === 'GKP' ? 'GKP' : `${(player.benchOrder ?? 1) - 1}. ${player.position}`;

function pitch(squad: TransfersSquad, options: PageOptions): string {
  const byPosition = options.pitchLayout === 'squad';
  const starters = byPosition ? squad.players : squad.players.filter((player) => player.isStarter);
  const bench = byPosition ? [] : squad.players.filter((player) => !player.isStarter);
  const row = (position: Position) =>
    `<div class="row">${starters
      .filter((player) => player.position === position)
      .map(plate)
      .join('')}</div>`;
  return [
    '<div class="pitch">',
    '<div class="lines"><div class="box"></div><div class="six"></div><div class="arc"></div>',
    '<div class="halfway"></div><div class="circle"></div></div>',
    '<div class="sponsor left">Premier League</div><div class="sponsor right">Premier League</div>',
    '<div class="rows">',
    (['GKP', 'DEF', 'MID', 'FWD'] as const).map(row).join(''),
    '</div>',
    byPosition ? '' : '<div class="bench">',
    bench
      .map(
        (player) => `<div class="slot"><div class="label">${BENCH_LABEL(player)}</div>${plate(player)}</div>`,
      )
      .join(''),
    byPosition ? '' : '</div>',
    '</div>',
  ].join('');
}

function header(squad: TransfersSquad, options: PageOptions): string {
  const cost = `${squad.cost === 0 ? '0' : `-${squad.cost}`} pts`;
  const bank = `<strong class="${squad.bank < 0 ? 'neg' : ''}">${money(squad.bank)}</strong>`;
  if (options.headerLayout === 'strip') {
    return [
      '<div class="head">',
      '<h2>Transfers</h2>',
      `<div class="deadline"><b>Gameweek ${squad.gameweek}</b> Deadline: ${formatDeadline(squad.deadline)}</div>`,
      '<div class="strip">',
      `<div class="cell"><span>Free Transfers</span><strong>${squad.freeTransfers}</strong></div>`,
      `<div class="cell"><span>Cost</span><strong>${cost}</strong></div>`,
      `<div class="cell"><span>${options.bankLabel}</span>${bank}</div>`,
      '<div class="cell chip"><span>Wildcard</span><button>Play</button></div>',
      '<div class="cell chip"><span>Free Hit</span><button>Play</button></div>',
      '</div>',
      '</div>',
    ].join('');
  }
  if (options.headerLayout === 'line') {
    return [
      '<div class="head">',
      '<h2>Transfers</h2>',
      `<div class="deadline"><b>Gameweek ${squad.gameweek}</b> Deadline: ${formatDeadline(squad.deadline)}</div>`,
      '<div class="line-strip">',
      `<span class="cell">Free Transfers <strong>${squad.freeTransfers}</strong></span>`,
      `<span class="cell">Cost <strong>${cost}</strong></span>`,
      `<span class="cell">${options.bankLabel} ${bank}</span>`,
      '<span class="cell">Wildcard <button>Play</button></span>',
      '<span class="cell">Free Hit <button>Play</button></span>',
      '</div>',
      '</div>',
    ].join('');
  }
  const chips =
    '<div class="chips"><button>Wildcard <b>Play</b></button><button>Free Hit <b>Play</b></button></div>';
  return [
    '<div class="head">',
    '<h2>Transfers</h2>',
    `<div class="deadline"><b>Gameweek ${squad.gameweek}</b> Deadline: ${formatDeadline(squad.deadline)}</div>`,
    '<div class="stats">',
    `<div class="stat"><span>Free Transfers</span><strong>${squad.freeTransfers}</strong></div>`,
    `<div class="stat"><span>Cost</span><strong>${cost}</strong></div>`,
    `<div class="stat"><span>${options.bankLabel}</span>${bank}</div>`,
    '</div>',
    chips,
    '</div>',
  ].join('');
}

const NAV = [
  'Status',
  'Points',
  'Pick Team',
  'Transfers',
  'Leagues',
  'Fixtures',
  'The Scout',
  'Stats',
  'Help',
];

function sidebar(list: readonly ListedPlayer[], below: boolean): string {
  const rows = list
    .map(
      (player) =>
        `<tr><td><b>${escapeHtml(player.webName)}</b><small>${player.team} ${player.position}</small></td><td>${money(player.nowCost)}</td><td>${player.totalPoints}</td></tr>`,
    )
    .join('');
  return [
    `<aside class="side${below ? ' below' : ''}"><h3>Player Selection</h3>`,
    '<label>View<select><option>All players</option></select></label>',
    '<label>Sorted by<select><option>Total points</option></select></label>',
    '<label>Max cost<select><option>£15.0m</option></select></label>',
    list.length > 0
      ? `<p class="note">${list.length * 37} players shown</p><table><thead><tr><th>Player</th><th>£</th><th>Pts</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p class="note">Select a player on the pitch to see the players you can swap in.</p>',
    '</aside>',
  ].join('');
}

export function transfersPageHtml(squad: TransfersSquad, options: PageOptions): string {
  const nav = `<nav><span class="logo">Fantasy</span>${NAV.map(
    (item) => `<a class="${item === 'Transfers' ? 'on' : ''}">${item}</a>`,
  ).join('')}</nav>`;
  const chrome = options.browserChrome;
  const top = [
    options.statusBar ? statusBarHtml(options.statusBar) : '',
    chrome?.place === 'top' ? browserChromeHtml(options.device, chrome) : '',
  ].join('');
  const bottom = chrome?.place === 'bottom' ? browserChromeHtml(options.device, chrome) : '';
  const below = options.listPlace === 'below';
  const list = options.listPlace ? sidebar(options.playerList ?? [], below) : '';
  const main = `<main>${header(squad, options)}${pitch(squad, options)}</main>`;
  const body =
    options.device === 'desktop'
      ? `${top}${nav}<div class="layout${below ? ' stacked' : ''}">${main}${options.listPlace ? list : sidebar([], false)}</div>${bottom}`
      : `${top}<div class="appbar">Fantasy</div>${main}${list}${bottom}`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css(options)}${chromeCss()}</style></head><body class="${options.device} ${options.theme}">${body}</body></html>`;
}

function css(options: PageOptions): string {
  const phone = options.device === 'phone';
  const plateWidth = phone ? 68 : 86;
  const nameSize = options.font.plateSize;
  const modern = options.theme === 'modern';
  return `
* { box-sizing: border-box; margin: 0; padding: 0; }
body { font-family: '${options.font.family}', sans-serif; background: #fff; color: #37003c; width: ${options.width}px; }
nav { display: flex; align-items: center; gap: 4px; height: 52px; padding: 0 24px; background: #37003c; }
nav .logo { color: #fff; font-weight: 800; font-size: 20px; margin-right: 24px; }
nav a { color: #fff; font-size: 14px; font-weight: 700; padding: 10px 12px; border-radius: 4px 4px 0 0; background: #00a85a; }
nav a.on { background: #fff; color: #37003c; }
.appbar { height: 44px; background: #37003c; color: #fff; font-weight: 800; font-size: 18px; padding: 11px 16px; }
.layout { display: flex; gap: 24px; padding: 16px 24px; }
main { ${phone ? 'padding: 8px;' : 'width: 820px;'} }
.head h2 { font-size: ${phone ? 20 : 26}px; margin: 4px 0 8px; }
.deadline { font-size: ${phone ? 12 : 14}px; padding: 8px 12px; border-radius: 6px; background: linear-gradient(90deg, #02efff, #00ff87); margin-bottom: 8px; }
.stats { display: flex; gap: ${phone ? 6 : 12}px; margin-bottom: 8px; }
.stat { flex: 1; text-align: center; border: 1px solid #e4e4e4; border-radius: 6px; padding: ${phone ? 4 : 8}px; }
.stat span { display: block; font-size: ${phone ? 10 : 12}px; color: #555; }
.stat strong { display: block; font-size: ${phone ? 14 : 18}px; }
.stat strong.neg { color: #e90052; }
.strip { display: flex; gap: ${phone ? 4 : 10}px; margin-bottom: 8px; padding: ${phone ? 4 : 8}px; border: 1px solid #e4e4e4; border-radius: 6px; }
.strip .cell { flex: 1; text-align: center; }
.strip .cell span { display: block; font-size: ${phone ? 9 : 12}px; color: #555; white-space: nowrap; }
.strip .cell strong { display: block; font-size: ${phone ? 13 : 17}px; }
.strip .cell.chip button { border: 1px solid #37003c; background: #fff; color: #37003c; border-radius: 14px; font-size: ${phone ? 9 : 12}px; padding: 2px ${phone ? 6 : 12}px; margin-top: 2px; }
.line-strip { display: flex; align-items: center; flex-wrap: nowrap; white-space: nowrap; margin-bottom: ${phone ? 6 : 10}px; padding: ${phone ? '4px 2px' : '6px 4px'}; font-size: ${phone ? 9 : 13}px; color: #37003c; }
.line-strip .cell { padding: 0 ${phone ? 3 : 10}px; border-left: 1px solid #c8c8c8; }
.line-strip .cell:first-child { border-left: none; }
.line-strip strong { font-size: ${phone ? 10 : 14}px; }
.line-strip strong.neg { color: #e90052; }
.line-strip button { border: 1px solid #37003c; background: #fff; color: #37003c; border-radius: 12px; font-size: ${phone ? 8 : 12}px; padding: 1px ${phone ? 4 : 10}px; }
.chips { display: flex; gap: 8px; margin-bottom: 8px; }
.chips button { flex: 1; border: 1px solid #37003c; background: #fff; color: #37003c; border-radius: 20px; font-size: ${phone ? 10 : 12}px; padding: 4px; }
.pitch { position: relative; overflow: hidden; padding-top: ${phone ? 26 : 34}px;
  background: repeating-linear-gradient(180deg, #00a650 0 ${phone ? 36 : 46}px, #02b35b ${phone ? 36 : 46}px ${phone ? 72 : 92}px); }
.lines { position: absolute; inset: 0; overflow: hidden; }
.lines > div { position: absolute; border: 2px solid rgba(255,255,255,0.8); }
.lines { border: 2px solid rgba(255,255,255,0.8); margin: ${phone ? 10 : 14}px ${phone ? 6 : 16}px 0; bottom: ${phone ? 150 : 156}px; border-bottom: none; }
.lines .box { left: 22%; right: 22%; top: -2px; height: 22%; border-top: none; }
.lines .six { left: 38%; right: 38%; top: -2px; height: 8%; border-top: none; }
.lines .arc { left: 42%; right: 42%; top: calc(22% - 24px); height: 40px; border-radius: 0 0 50% 50%; border-top: none; }
.lines .halfway { left: -2px; right: -2px; bottom: 0; height: 0; border-width: 2px 0 0 0; }
.lines .circle { left: 50%; bottom: -60px; width: 120px; height: 120px; margin-left: -60px; border-radius: 50%; }
.sponsor { position: absolute; top: 4px; background: #fff; color: #37003c; font-size: ${phone ? 8 : 11}px; font-weight: 700; padding: 3px 8px; }
.sponsor.left { left: 12%; } .sponsor.right { right: 12%; }
.rows { position: relative; display: flex; flex-direction: column; gap: ${phone ? 6 : 8}px; padding-bottom: ${phone ? 10 : 14}px; }
.row { display: flex; justify-content: space-evenly; }
.element { width: ${plateWidth}px; text-align: center; position: relative; }
.kit { position: relative; height: ${phone ? 44 : 56}px; }
.shirt { width: ${phone ? 44 : 56}px; height: ${phone ? 44 : 56}px; }
.info { position: absolute; right: ${phone ? 2 : 8}px; top: 2px; width: 14px; height: 14px; border-radius: 50%; background: #fff; color: #37003c; font: italic 700 10px/14px Georgia, serif; }
.name { font-size: ${nameSize}px; font-weight: ${options.font.weight}; line-height: ${nameSize + 7}px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; padding: 0 3px;
  ${modern ? 'background: #fff; color: #37003c; border-radius: 4px 4px 0 0;' : 'background: #005a2f; color: #fff; border-radius: 3px 3px 0 0;'} }
.price { font-size: ${nameSize}px; line-height: ${nameSize + 5}px; font-weight: ${modern ? 400 : 700};
  ${modern ? 'background: #37003c; color: #fff; border-radius: 0 0 4px 4px;' : 'background: #00ff87; color: #005a2f; border-radius: 0 0 3px 3px;'} }
.bench { position: relative; display: flex; justify-content: space-evenly; padding: ${phone ? '8px 0 10px' : '10px 0 14px'}; background: rgba(255,255,255,0.35); margin: 0 ${phone ? 0 : 16}px; }
.slot .label { font-size: ${phone ? 10 : 12}px; font-weight: 700; color: #37003c; margin-bottom: 2px; text-align: center; }
.layout.stacked { flex-direction: column; }
.side.below { margin: ${phone ? '8px' : '0'}; max-width: 820px; }
.side { flex: 1; border: 1px solid #e4e4e4; border-radius: 6px; padding: 16px; font-size: 13px; }
.side h3 { margin-bottom: 12px; } .side label { display: block; margin-bottom: 10px; } .side select { display: block; width: 100%; padding: 6px; margin-top: 4px; }
.side .note { color: #555; margin-bottom: 6px; }
.side table { width: 100%; border-collapse: collapse; font-size: 12px; }
.side th { text-align: left; color: #555; font-weight: 400; border-bottom: 1px solid #e4e4e4; padding: 3px 4px; }
.side td { padding: 4px; border-bottom: 1px solid #f0f0f0; }
.side td small { display: block; color: #666; font-size: 10px; }
`;
}
