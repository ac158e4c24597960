// Debian's Chromium (apt), never a downloaded browser. The flags stop it calling home on a closed network.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Each new context opens a window whose omnibox popup, a WebUI page of about 40 chrome:// modules, loads in
    // its own renderer during the first navigation: on two cores it held back the page under test by tens of
    // milliseconds (seen in a trace). A manager's browser loaded it when its window opened, not per page.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
  ],
};
