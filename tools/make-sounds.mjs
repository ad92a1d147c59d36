// Makes the app's short sounds (committed in public/, so neither CI nor a build needs this):
//   public/notification.mp3  a soft two-note chime (C6 then G6, ~0.9 s) for a new notification;
//   public/alert.mp3         a brighter three-note alert (for later, e.g. an order waiting too long);
//   public/alarm-bell.mp3    a struck two-tone bell, twice: one of the new-order alarm's sounds;
//   public/alarm-beeps.mp3   three quick kitchen-timer beeps and a pause: another alarm sound.
// Each note is a sine with a quieter octave above it, a 5 ms attack and a long fade, mixed with
// its start delay, then normalised to -3 dB and encoded as mono 64 kb/s MP3.
// Needs SoX with MP3 support: `apt-get install -y sox libsox-fmt-mp3`. Usage: node tools/make-sounds.mjs [names...]
// (with names, only those are made: the others stay byte for byte as committed).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RATE = '44100';
const work = mkdtempSync(join(tmpdir(), 'chef-sounds-'));

/** One note: `seconds` long, starting after `delay` s, `volume` 0..1. */
function note(name, hz, seconds, delay, volume) {
  const file = join(work, `${name}.wav`);
  execFileSync('sox', [
    '-n', '-r', RATE, '-c', '1', file,
    'synth', String(seconds), 'sine', String(hz), 'sine', String(hz * 2),
    'remix', '1v0.8,2v0.2',
    'fade', 'q', '0.005', String(seconds), String(seconds - 0.01),
    'vol', String(volume),
    'pad', String(delay), '0',
  ]);
  return file;
}

const only = process.argv.slice(2);

/** `tail`: seconds of silence after the last note (an alarm loops the file: the pause between rings). */
function sound(out, notes, tail = 0) {
  if (only.length > 0 && !only.includes(out)) return;
  const files = notes.map(([hz, seconds, delay, volume], i) => note(`${out}-${i}`, hz, seconds, delay, volume));
  const mixed = join(work, `${out}.wav`);
  execFileSync('sox', ['-m', ...files, mixed, 'norm', '-3', 'pad', '0', String(tail)]);
  const target = join('public', `${out}.mp3`);
  execFileSync('sox', [mixed, '-C', '64', target]);
  console.log(`${target}: ${statSync(target).size} bytes`);
}

try {
  sound('notification', [
    [1046.5, 0.75, 0, 0.6],
    [1568.0, 0.8, 0.13, 0.5],
  ]);
  sound('alert', [
    [1318.5, 0.25, 0, 0.6],
    [1318.5, 0.25, 0.2, 0.6],
    [1760.0, 0.5, 0.4, 0.6],
  ]);
  sound('alarm-bell', [
    [880.0, 0.55, 0, 0.6],
    [1318.5, 0.5, 0, 0.35],
    [880.0, 0.55, 0.6, 0.6],
    [1318.5, 0.5, 0.6, 0.35],
  ]);
  sound(
    'alarm-beeps',
    [
      [1046.5, 0.12, 0, 0.7],
      [1046.5, 0.12, 0.2, 0.7],
      [1046.5, 0.12, 0.4, 0.7],
    ],
    0.45,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
