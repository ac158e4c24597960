// The screenshot reader (sharp, Tesseract) is optional: `gameweek`, `plan --squad` and the rest run without it,
// and only the commands that read an image load it, here.
import { CliError } from './errors.js';

/** The OCR module, named in one place so the import stays lazy. */
const OCR_MODULE = '@fpl-assistant/ocr';

type OcrModule = typeof import('@fpl-assistant/ocr');

/** The screenshot reader, or a CliError saying how to install it when it is not installed. */
export async function loadOcr(moduleName: string = OCR_MODULE): Promise<OcrModule> {
  try {
    return (await import(moduleName)) as OcrModule;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      throw new CliError(
        'Reading screenshots needs the optional OCR package (sharp and Tesseract): install @fpl-assistant/ocr beside @fpl-assistant/cli, or pass --squad FILE or --team ID instead',
      );
    }
    throw err;
  }
}
