#!/usr/bin/env node
// plumb through the WebAssembly module: `batch` speaks the same JSONL protocol as the native
// `plumb batch` (same bytes out for the same bytes in, with --no-timings), `check` judges one
// answer. Option handling mirrors cli/options.cpp.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { load } from './plumbline.mjs';

// The values --profile and --report take, listed once: the usage and the errors say them.
const kProfiles = ['default', 'ssvg', 'diagrameval'];
const kReportLevels = ['full', 'compact', 'verdict'];
// ['a', 'b', 'c'] -> 'a, b or c'
const oneOf = (values) => `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

const kOptions = `[--profile ${kProfiles.join('|')}] [--no-timings] [--report ${kReportLevels.join('|')}]`;
const kUsage = `usage:
  node wasm/cli.mjs check TASK.json CANDIDATE ${kOptions}
  node wasm/cli.mjs batch ${kOptions}
  node wasm/cli.mjs version
`;

class UsageError extends Error {}

// --profile P | --profile=P, --report L | --report=L, --no-timings; anything else starting
// with '-' is an error. Reports are compact unless --report says otherwise, as natively.
function parseOptions(args) {
  const out = { evaluate: { report: 'compact' }, positional: [] };
  for (let i = 0; i < args.length; ++i) {
    const arg = args[i];
    if (arg.length < 2 || arg[0] !== '-') {
      out.positional.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = equals < 0 ? arg : arg.slice(0, equals);
    if (name === '--profile') {
      let value = arg.slice(equals + 1);
      if (equals < 0) {
        if (i + 1 >= args.length) throw new UsageError(`--profile needs a value (${oneOf(kProfiles)})`);
        value = args[++i];
      }
      if (!kProfiles.includes(value)) throw new UsageError(`unknown profile '${value}' (use ${oneOf(kProfiles)})`);
      out.evaluate.profile = value;
    } else if (name === '--report') {
      let value = arg.slice(equals + 1);
      if (equals < 0) {
        if (i + 1 >= args.length) throw new UsageError(`--report needs a value (${oneOf(kReportLevels)})`);
        value = args[++i];
      }
      if (!kReportLevels.includes(value))
        throw new UsageError(`unknown report level '${value}' (use ${oneOf(kReportLevels)})`);
      out.evaluate.report = value;
    } else if (name === '--jobs' || name === '-j') {
      throw new UsageError('the WebAssembly CLI judges on one thread; --jobs is for the native plumb');
    } else if (name === '--no-timings' && equals < 0) {
      out.evaluate.timings = false;
    } else {
      throw new UsageError(`unknown option '${arg}'`);
    }
  }
  return out;
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function readInput(path) {
  try {
    return path === '-' ? await readStdin() : await readFile(path);
  } catch {
    return null;
  }
}

async function write(text) {
  if (!process.stdout.write(text)) await new Promise((resolve) => process.stdout.once('drain', resolve));
}

async function check(plumbline, args) {
  const options = parseOptions(args);
  if (options.positional.length !== 2) throw new UsageError('check needs a task file and a candidate file (or - for stdin)');
  const [taskPath, candidatePath] = options.positional;
  if (taskPath === '-' && candidatePath === '-') throw new UsageError('only one input can come from stdin');
  const task = await readInput(taskPath);
  if (task === null) throw new UsageError(`cannot read task file '${taskPath}'`);
  const candidate = await readInput(candidatePath);
  if (candidate === null) throw new UsageError(`cannot read candidate file '${candidatePath}'`);
  await write(plumbline.evaluateText(task, candidate, options.evaluate) + '\n');
}

// A line is blank when it holds only the bytes std::isspace skips besides '\n'.
function blank(bytes) {
  for (const b of bytes) if (b !== 0x20 && b !== 0x09 && b !== 0x0d && b !== 0x0c && b !== 0x0b) return false;
  return true;
}

// Standard input in chunks of a megabyte: process.stdin reads 64 KiB at a time, and each
// read is a round trip through Node's thread pool (8% of a large batch's time).
function stdinChunks() {
  try {
    return createReadStream(null, { fd: 0, highWaterMark: 1 << 20, autoClose: false });
  } catch {
    return process.stdin;
  }
}

// Lines are split on '\n' as bytes, so any bytes reach the core as the native CLI sees them.
// Each report is copied once, from the module's memory into the chunk's output buffer; a
// line is copied only when it spans two chunks of input.
async function batch(plumbline, args) {
  const options = parseOptions(args);
  if (options.positional.length) throw new UsageError('batch reads JSONL from stdin and takes no file arguments');
  const session = plumbline.openBatch(options.evaluate);
  let out = Buffer.allocUnsafe(1 << 20);   // the reports of one chunk of input, written at once
  let used = 0;
  let lineNumber = 0;
  const handle = (line) => {
    ++lineNumber;
    if (blank(line)) return;
    if (line[line.length - 1] === 0x0d) line = line.subarray(0, line.length - 1);
    const report = session.lineView(line, lineNumber);
    if (used + report.length + 1 > out.length) {
      const larger = Buffer.allocUnsafe(Math.max(2 * out.length, used + report.length + 1));
      out.copy(larger, 0, 0, used);
      out = larger;
    }
    out.set(report, used);
    used += report.length;
    out[used++] = 0x0a;
  };
  const flush = async () => {
    if (!used) return;
    const bytes = out.subarray(0, used);
    out = Buffer.allocUnsafe(out.length);   // the stream may still hold the written one
    used = 0;
    await write(bytes);
  };
  let pending = null;   // the start of a line that the previous chunk did not finish
  for await (const chunk of stdinChunks()) {
    let start = 0;
    if (pending) {
      const end = chunk.indexOf(0x0a);
      if (end < 0) {
        pending = Buffer.concat([pending, chunk]);
        continue;
      }
      handle(Buffer.concat([pending, chunk.subarray(0, end)]));
      pending = null;
      start = end + 1;
    }
    for (let end = chunk.indexOf(0x0a, start); end >= 0; end = chunk.indexOf(0x0a, start)) {
      handle(chunk.subarray(start, end));
      start = end + 1;
    }
    if (start < chunk.length) pending = Buffer.from(chunk.subarray(start));
    await flush();
  }
  if (pending) handle(pending);
  await flush();
  session.close();
}

async function main(argv) {
  const [command = '', ...args] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(kUsage);
    return 0;
  }
  if (!['check', 'batch', 'version', '--version'].includes(command))
    throw new UsageError(command ? `unknown command '${command}'` : 'no command');
  const plumbline = await load();
  if (command === 'check') await check(plumbline, args);
  else if (command === 'batch') await batch(plumbline, args);
  else await write(`plumb ${plumbline.version()}\n`);
  return 0;
}

// A reader that stops early (`| head`) ends the run quietly, as SIGPIPE ends the native CLI.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (error) => {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`plumb: ${error.message}\n${kUsage}`);
    process.exitCode = 2;
  },
);
