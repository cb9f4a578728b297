// One input per budget of docs/budgets.md that crosses it: `code` is the diagnostic the
// report must carry, natively and in WebAssembly alike. `task` + `candidate` are judged as
// `plumb check` / evaluateText; `line` as `plumb batch` / evaluateBatchLine.
// Inputs are built on demand (some are many megabytes).

const svgTask = (check = {}, reference = '<svg viewBox="0 0 100 100"><line class="output_object" x1="10" y1="10" x2="90" y2="90"/></svg>') =>
  JSON.stringify({ schema: 'plumbline/task@1', id: 'budget', reference, check: { kind: 'match', candidate_select: 'all', ...check } });
const formatTask = (format) => JSON.stringify({ ...JSON.parse(svgTask()), id: `budget-${format}`, format });
const picture = (body) => `\\begin{tikzpicture}\n${body}\n\\end{tikzpicture}`;
const eps = (body) => `%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n${body}\nshowpage\n`;
const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;
const repeat = (n, f) => Array.from({ length: n }, (_, k) => f(k)).join('');

// The molecule check: a palette and a three-atom reference.
const moleculeTask = (check = {}, reference = svg('<line x1="0" y1="0" x2="10" y2="0"/><line x1="10" y1="0" x2="15" y2="8.66"/>' +
  '<circle cx="0" cy="0" r="1.5" fill="#274A4A"/><circle cx="10" cy="0" r="1.5" fill="#274A4A"/><circle cx="15" cy="8.66" r="1.5" fill="#FF0000"/>')) =>
  JSON.stringify({
    schema: 'plumbline/task@1', id: 'budget-molecule', domain: 'molecule', reference,
    check: { kind: 'molecule', palette: { C: '#274A4A', O: '#FF0000', H: '#638c8c' }, ...check },
  });
// A ring of n carbons (every atom alike: the search has to walk it), radius r.
const ring = (n, r = 4.8 * n / 6) => svg(repeat(n, (k) => {
  const a = 2 * Math.PI * k / n, b = 2 * Math.PI * (k + 1) / n;
  return `<line x1="${(r * Math.cos(a)).toFixed(3)}" y1="${(r * Math.sin(a)).toFixed(3)}" x2="${(r * Math.cos(b)).toFixed(3)}" y2="${(r * Math.sin(b)).toFixed(3)}"/>` +
    `<circle cx="${(r * Math.cos(a)).toFixed(3)}" cy="${(r * Math.sin(a)).toFixed(3)}" r="1.5" fill="#274A4A"/>`;
}));

const diagramTask = (reference) => JSON.stringify({
  schema: 'plumbline/task@1', id: 'budget-diagram', domain: 'diagram', format: 'dot', reference, reference_format: 'dot', check: { kind: 'diagram' },
});

const mermaidTask = (reference) => JSON.stringify({
  schema: 'plumbline/task@1', id: 'budget-mermaid', domain: 'diagram', format: 'mermaid', reference, reference_format: 'mermaid', check: { kind: 'diagram' },
});

// Six answer segments, each to be perpendicular to AB, over twelve lines none of which is:
// the whole search is 12!/6! branches.
const constraintsTask = (budget) => {
  const objects = { AB: { given: 'segment', label: 'AB' } };
  const constraints = [];
  for (let k = 0; k < 6; ++k) {
    objects[`s${k}`] = { answer: 'segment' };
    constraints.push({ perpendicular: [`s${k}`, 'AB'] });
  }
  const given = svg('<line x1="10" y1="90" x2="90" y2="90"/><text x="5" y="95">A</text><text x="92" y="95">B</text>');
  return JSON.stringify({
    schema: 'plumbline/task@1', id: 'budget-constraints', input: given, reference: given,
    check: { kind: 'constraints', objects, constraints, ...(budget ? { budget } : {}) },
  });
};
const constraintsAnswer = svg('<line x1="10" y1="90" x2="90" y2="90"/><text x="5" y="95">A</text><text x="92" y="95">B</text>' +
  repeat(12, (k) => `<line x1="${20 + 5 * k}" y1="20" x2="${60 + 5 * k}" y2="30" stroke="red"/>`));

const line = (task, candidate) => `{"task": ${task}, "candidate": ${JSON.stringify(candidate)}}`;

export const budgetCases = [
  // --- input size ----------------------------------------------------------------------
  { limit: 'drawing bytes', code: 'read.limit.bytes', task: svgTask, candidate: () => svg(' '.repeat(16 << 20)) },
  { limit: 'task bytes', code: 'task.limit.bytes', task: () => svgTask({}, svg(`<desc>${'x'.repeat(65 << 20)}</desc>`)), candidate: () => svg('') },
  { limit: 'batch line bytes', code: 'batch.line.bytes', line: () => line(svgTask(), svg(`<desc>${'x'.repeat(97 << 20)}</desc>`)) },
  { limit: 'task depth', code: 'task.limit.depth', task: () => '{"a":'.repeat(65) + '1' + '}'.repeat(65), candidate: () => svg('') },
  { limit: 'batch line depth', code: 'batch.line.depth', line: () => '{"a":'.repeat(67) + '1' + '}'.repeat(67) },

  // --- reading ---------------------------------------------------------------------------
  { limit: 'element depth (SVG)', code: 'read.limit.depth', task: svgTask, candidate: () => svg('<g>'.repeat(1025) + '<line x2="5"/>' + '</g>'.repeat(1025)) },
  { limit: 'element depth (TikZ)', code: 'read.limit.depth', task: () => formatTask('tikz'), candidate: () => picture('\\begin{scope}'.repeat(1025) + '\\draw (0,0) -- (1,1);' + '\\end{scope}'.repeat(1025)) },
  { limit: 'element depth (EPS)', code: 'read.limit.depth', task: () => formatTask('eps'), candidate: () => eps('/f { f 1 pop } def f') },
  { limit: 'element depth (DOT)', code: 'read.limit.depth', task: () => diagramTask('digraph { a -> b }'), candidate: () => 'digraph { ' + 'subgraph { '.repeat(1025) + 'a -> b' + ' }'.repeat(1025) + ' }' },
  { limit: 'scene items', code: 'read.limit.items', task: svgTask, candidate: () => svg('<line x2="1"/>'.repeat(200001)) },
  { limit: '<use> instances', code: 'read.limit.use', task: svgTask, candidate: () => svg('<line id="a" x2="1"/>' + '<use href="#a"/>'.repeat(20001)) },
  { limit: 'path commands', code: 'read.limit.path', task: svgTask, candidate: () => svg(`<path d="M0 0${' L1 1'.repeat(1000001)}"/>`) },
  { limit: 'interpreter steps (TikZ)', code: 'read.limit.steps', task: () => formatTask('tikz'), candidate: () => picture('\\foreach \\i in {1,...,10000000} { \\draw (\\i,0) -- (\\i,1); }') },
  { limit: 'interpreter steps (EPS)', code: 'read.limit.steps', task: () => formatTask('eps'), candidate: () => eps('{} loop') },
  { limit: 'interpreter steps (DOT)', code: 'read.limit.steps', task: () => diagramTask('digraph { a -> b }'), candidate: () => 'digraph { ' + 'a;'.repeat(5000001) + ' }' },
  { limit: 'subgraph depth (Mermaid)', code: 'read.limit.depth', task: () => mermaidTask('flowchart LR\n  a --> b\n'), candidate: () => '```mermaid\nflowchart LR\n' + 'subgraph s\n'.repeat(1025) + 'a --> b\n' + 'end\n'.repeat(1025) + '```\n' },
  { limit: 'statements (Mermaid)', code: 'read.limit.steps', task: () => mermaidTask('flowchart LR\n  a --> b\n'), candidate: () => '```mermaid\nflowchart LR\n' + 'a;'.repeat(2500001) + '\n```\n' },
  { limit: 'operand stack (EPS)', code: 'read.limit.stack', task: () => formatTask('eps'), candidate: () => eps('{ 1 } loop') },
  { limit: 'memory (EPS)', code: 'read.limit.memory', task: () => formatTask('eps'), candidate: () => eps('{ 100000 array } loop') },
  { limit: 'style sheet matching', code: 'read.limit.css', task: svgTask,
    candidate: () => svg(`<style>${'g line { stroke: red }\n'.repeat(1001)}</style><g>${'<line x2="1"/>'.repeat(5000)}</g>`) },
  { limit: 'diagnostics of one code', code: 'read.diagnostics.truncated', task: svgTask, candidate: () => svg('<circle r="-1"/>'.repeat(51)) },

  // --- checks ------------------------------------------------------------------------------
  { limit: 'match work', code: 'match.budget.exhausted', task: () => svgTask({ budget: 10 }), candidate: () => svg(repeat(20, (k) => `<line x1="${k}" y1="0" x2="${k}" y2="50"/>`)) },
  { limit: 'molecule atoms', code: 'molecule.limit.atoms', task: moleculeTask, candidate: () => svg(repeat(5001, (k) => `<circle cx="${(k % 100) * 4}" cy="${Math.floor(k / 100) * 4}" r="1" fill="#274A4A"/>`)) },
  { limit: 'molecule line attachment', code: 'molecule.limit.lines', task: moleculeTask,
    candidate: () => svg(repeat(4000, (k) => `<circle cx="${(k % 100) * 4}" cy="${Math.floor(k / 100) * 4}" r="1" fill="#274A4A"/>`) + '<line x1="0" y1="0" x2="400" y2="160" stroke="black"/>'.repeat(12600)) },
  { limit: 'isomorphism search', code: 'molecule.search.budget', task: () => moleculeTask({ budget: 3 }, ring(30)), candidate: () => ring(30) },
  { limit: 'best correspondence search', code: 'molecule.search.partial', task: () => moleculeTask({ budget: 50 }, ring(30)), candidate: () => ring(29) },
  { limit: 'constraints search', code: 'constraints.search.budget', task: () => constraintsTask(200), candidate: () => constraintsAnswer },
  { limit: 'constraints program size', code: 'task.constraints.object',
    task: () => {
      const t = JSON.parse(constraintsTask());
      for (let k = 6; k < 25; ++k) t.check.objects[`s${k}`] = { answer: 'segment' };
      return JSON.stringify(t);
    },
    candidate: () => constraintsAnswer },
  { limit: 'diagram items', code: 'diagram.limit.items', task: () => JSON.stringify({ ...JSON.parse(diagramTask('digraph { A }')), format: 'svg' }),
    candidate: () => svg('<rect x="1" y="1" width="5" height="5" stroke="black"/>'.repeat(2001) + '<text x="2" y="4">A</text>') },
  { limit: 'diagram paths', code: 'diagram.limit.paths', task: () => diagramTask(`digraph { ${repeat(2001, (k) => `n${k}; `)}}`), candidate: () => `digraph { ${repeat(2001, (k) => `n${k}; `)}}` },
  { limit: 'diagram label comparisons', code: 'diagram.limit.labels',
    task: () => diagramTask(`digraph { ${repeat(20, (k) => `r${k} [label="${'x'.repeat(600)}${k}"]; `)}}`),
    candidate: () => `digraph { ${repeat(1000, (k) => `c${k} [label="${'x'.repeat(600)}"]; `)}}` },
];
