import fs from 'node:fs';
import path from 'node:path';
import { layoutPlates, pitchRowsOf } from '@fpl-assistant/engine/extraction';
import { createOcrWorker, readScreenshot } from '@fpl-assistant/ocr';

const ocr = createOcrWorker();
for (const file of process.argv.slice(2)) {
  const lines = await readScreenshot(fs.readFileSync(file), ocr);
  const layout = layoutPlates(lines);
  console.log(path.basename(file));
  for (const row of pitchRowsOf(layout.plates))
    console.log(
      '  ',
      row.map((p) => `${p.name}|${p.second?.text ?? ''}@${p.box.x0},${p.box.y0}`).join('  ;  '),
    );
  console.log('  badges', layout.badges.map((b) => `${b.kind}@${b.box.x0},${b.box.y0}`).join(' '));
  console.log('  others', layout.others.map((l) => l.text).join(' ¦ '));
}
await ocr.terminate();
