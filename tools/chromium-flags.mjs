// The flags every Chromium this project starts needs on these machines (e2e, bench, chaos): as
// root without a sandbox, no GPU, and none of Chromium's own background traffic, which the closed
// network here refuses (see ../README.md, "Two commands").
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const chromiumExecutable = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
