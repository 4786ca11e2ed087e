/**
 * The widget's styles, inside its shadow root: the host page's CSS cannot reach them, and
 * `:host { all: initial !important }` cuts every inherited property (an `!important` rule of
 * the shadow tree wins over the page's, even over the page's own `!important`) but the font:
 * the badge speaks in the price's own typeface and language, at most 16px. A font the page
 * already uses costs nothing to draw; a font that differs in anything, even only in how its
 * size was written (`min(1em, 16px)` for an inherited 16px) or in its language (`all` resets
 * the page's `lang`, hence `-webkit-locale: inherit`), is a new font to Chromium: a font
 * lookup and cold text shaping, a third of the badges' layout time (QUALITY.md P10). So the
 * size is inherited as it is, and only a price set above 16px gets the cap (`data-g`, set by
 * the runtime when it measures the new badges).
 * A badge kept waiting for the configuration (`data-attesa`) takes its space, unseen.
 * Colours come as custom properties: --a accent, --i text on the accent, --t accent as text.
 */
export const BADGE_CSS = `:host{all:initial!important;-webkit-locale:inherit!important;font:inherit!important;display:inline-block!important;vertical-align:middle!important;max-width:calc(100% - 8px)!important;margin:4px 0 4px 8px!important;visibility:visible!important;opacity:1!important}
:host([data-sotto]){display:block!important}
:host([data-attesa]){visibility:hidden!important}
:host([data-g]){font-size:16px!important}
.w{line-height:1.4;color:#1c2430;text-align:left}
.r{display:inline-block;margin:0;padding:4px 10px;border-radius:99px;background:var(--a);color:var(--i)}
span.r{white-space:nowrap}
button{all:unset;cursor:pointer;margin-left:6px;padding:3px 9px;border:1px solid var(--t);border-radius:99px;color:var(--t);background:#fff}
:focus-visible{outline:3px solid var(--t);outline-offset:2px}
button.r{margin:0;padding:4px 8px;max-width:100%;box-sizing:border-box;overflow-wrap:anywhere;border-radius:12px;border:0;font-size:.875em;color:var(--i);background:var(--a)}
.p{box-sizing:border-box;margin-top:8px;padding:10px 14px;width:384px;max-width:100%;box-shadow:0 4px 12px #1018281f;background:#fff;color:#1c2430;border:1px solid #d5dbe3;border-top:3px solid var(--a);border-radius:8px;font-size:13px;font-weight:400}
.p:popover-open{margin:auto;max-width:calc(100vw - 16px);max-height:calc(100vh - 16px)}
.p::backdrop{background:#1018284d}
.c{float:right;margin:0 0 4px 8px}
b{display:block;margin-bottom:6px;font-size:14px}
p{margin:6px 0;color:#5b6675;font-size:12px}
dl{display:grid;grid-template-columns:minmax(0,10em) 1fr;gap:2px 10px;margin:0}
dt{color:#5b6675}
dd{margin:0;font-weight:600}
a{color:var(--t);font-weight:700}`;
