// Hostile inputs for the no-abort tests: each is a task and a candidate (text or bytes)
// that a careless module would crash, hang or abort on; `expect`, where given, is the
// budget diagnostic the report must carry (natively and in WebAssembly alike).
const goodTask = {
  schema: 'plumbline/task@1',
  id: 'hostile',
  reference: '<svg viewBox="0 0 100 100"><line class="output_object" x1="10" y1="10" x2="90" y2="90"/></svg>',
  check: { kind: 'match' },
};
const taskText = JSON.stringify(goodTask);

const lines = (n) => {
  const one = '<line x1="1" y1="2" x2="30" y2="40" class="output_object"/>\n';
  return '<svg>' + one.repeat(Math.ceil(n / one.length)) + '</svg>';
};

// The molecule check: a palette, a three-atom reference.
const moleculeTask = (check = {}) => JSON.stringify({
  schema: 'plumbline/task@1',
  id: 'hostile-molecule',
  domain: 'molecule',
  reference: '<svg xmlns="http://www.w3.org/2000/svg"><line x1="0" y1="0" x2="10" y2="0"/><line x1="10" y1="0" x2="15" y2="8.66"/>' +
    '<circle cx="0" cy="0" r="1.5" fill="#274A4A"/><circle cx="10" cy="0" r="1.5" fill="#274A4A"/><circle cx="15" cy="8.66" r="1.5" fill="#FF0000"/></svg>',
  check: { kind: 'molecule', palette: { C: '#274A4A', O: '#FF0000', H: '#638c8c' }, ...check },
});
const crowd = (n) => '<svg>' + Array.from({ length: n }, (_, k) =>
  `<circle cx="${k % 7}" cy="0" r="1" fill="#274A4A"/><line x1="0" y1="0" x2="${k % 7}" y2="0" stroke="black"/>`).join('') + '</svg>';

// A TikZ answer to the same task: the interpreter's budgets (steps, macro expansion, scope
// depth, items) must end each of these quickly with a diagnostic.
const tikzTask = JSON.stringify({ ...goodTask, id: 'hostile-tikz', format: 'tikz', check: { kind: 'match', candidate_select: 'all' } });
const picture = (body) => `\\begin{tikzpicture}\n${body}\n\\end{tikzpicture}`;

// An EPS answer: the PostScript interpreter's budgets (steps, execution depth, gsave and
// dictionary nesting, the operand stack, memory) must end each of these quickly.
const epsTask = JSON.stringify({ ...goodTask, id: 'hostile-eps', format: 'eps', check: { kind: 'match', candidate_select: 'all' } });
const eps = (body) => `%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n${body}\nshowpage\n`;

export const hostileInputs = [
  { name: 'empty candidate', task: taskText, candidate: '' },
  { name: 'empty task', task: '', candidate: '<svg/>' },
  { name: '10 MB of line elements', task: taskText, candidate: lines(10 << 20) },
  { name: '10 MB of prose, no drawing', task: taskText, candidate: 'word '.repeat(2 << 20) },
  { name: '10 MB inside one attribute', task: taskText, candidate: `<svg><path d="M0 0${' L1 1'.repeat(2 << 20)}"/></svg>` },
  { name: '100000 nested <g>', task: taskText, candidate: `<svg>${'<g>'.repeat(100000)}<line x2="5"/>${'</g>'.repeat(100000)}</svg>` },
  { name: '100000 nested <svg>', task: taskText, candidate: '<svg>'.repeat(100000) + '</svg>'.repeat(100000) },
  { name: 'unclosed 100000 <g>', task: taskText, candidate: `<svg>${'<g>'.repeat(100000)}` },
  { name: 'NUL bytes', task: taskText, candidate: Buffer.from('<svg>\0<line x1="0\0" y1="0" x2="9" y2="9"/>\0</svg>\0', 'latin1') },
  { name: 'invalid UTF-8', task: taskText, candidate: Buffer.from('<svg><text>\xff\xc0\xed\xa0\x80</text><line x2="\xfe"/></svg>', 'latin1') },
  { name: 'NaN and infinite numbers', task: taskText,
    candidate: '<svg viewBox="NaN 0 Infinity 1e999"><line x1="NaN" y1="inf" x2="1e400" y2="-1e400"/><circle r="1e308" cx="1e308"/><path d="M NaN 0 L 1e309 1"/><g transform="scale(1e308) rotate(NaN)"><ellipse rx="1e-320" ry="1e308"/></g></svg>' },
  { name: '<use> cycle', task: taskText,
    candidate: '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><g id="a"><use href="#b"/><line x2="3"/></g><g id="b"><use xlink:href="#a"/></g><use href="#a"/><use id="self" href="#self"/></svg>' },
  { name: '<use> exponential fan-out', task: taskText,
    candidate: '<svg><defs><line id="l0" x2="1"/>' +
      Array.from({ length: 30 }, (_, i) => `<g id="l${i + 1}"><use href="#l${i}"/><use href="#l${i}"/></g>`).join('') +
      '</defs><use href="#l30"/></svg>' },
  { name: 'bad task JSON', task: '{"id": "x", "reference": ', candidate: '<svg/>' },
  { name: 'task is not an object', task: '[1, 2, 3]', candidate: '<svg/>' },
  { name: 'task nested 100000 deep', task: '['.repeat(100000) + ']'.repeat(100000), candidate: '<svg/>' },
  { name: 'task object nested 100000 deep', task: '{"a":'.repeat(100000) + '1' + '}'.repeat(100000), candidate: '<svg/>' },
  { name: 'task with wrong types', task: '{"id": 5, "reference": [], "check": {"kind": "match", "tolerance": "big", "reference_select": {"color": "no-such-colour"}}}', candidate: '<svg/>' },
  { name: 'task with unreadable reference', task: JSON.stringify({ ...goodTask, reference: '<svg><line' }), candidate: '<svg/>' },
  { name: 'task with an unknown check', task: JSON.stringify({ ...goodTask, check: { kind: 'telepathy' } }), candidate: '<svg/>' },
  { name: 'task with a huge tolerance', task: JSON.stringify({ ...goodTask, check: { kind: 'match', tolerance: 1e308 } }), candidate: lines(2000) },
  { name: 'XML bombs (entities)', task: taskText,
    candidate: '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg><text>&c;&c;&c;</text></svg>' },
  { name: 'pathological CSS', task: taskText, candidate: `<svg><style>${'{'.repeat(100000)}line{stroke:red</style><line x2="4"/></svg>` },
  { name: 'many fences, truncated', task: taskText, candidate: '```svg\n<svg>\n```\n'.repeat(50000) + '```svg\n<svg><line x2="1"' },
  { name: 'molecule: 6000 atoms piled on 7 spots, every line through them', task: moleculeTask(), candidate: crowd(6000) },
  { name: 'molecule: 3000 atoms piled on 7 spots, budget of 1 step', task: moleculeTask({ budget: 1 }), candidate: crowd(3000) },
  { name: 'molecule: NaN, infinite and zero-sized atoms', task: moleculeTask(),
    candidate: '<svg><circle cx="NaN" cy="0" r="1" fill="#274A4A"/><circle cx="1e308" cy="1e308" r="1e308" fill="#274A4A"/><circle r="0" fill="#274A4A"/><line x1="1e308" y1="0" x2="-1e308" y2="0" stroke="black"/></svg>' },
  { name: 'molecule: a palette of wrong types', task: moleculeTask({ palette: { C: [2, 'x'], n: '#00f', O: null }, snap: -1, budget: 1.5, bond_order: 'yes' }), candidate: '<svg/>' },
  { name: 'tikz: \\foreach over ten million items', task: tikzTask,
    candidate: picture('\\foreach \\i in {1,...,10000000} { \\draw (\\i,0) -- (\\i,1); }'), expect: 'read.limit.steps' },
  { name: 'tikz: a macro that expands to itself', task: tikzTask, candidate: picture('\\def\\a{\\a}\\a'), expect: 'read.limit.steps' },
  { name: 'tikz: a macro that doubles itself', task: tikzTask, candidate: picture('\\def\\a{\\a\\a}\\a'), expect: 'read.limit.depth' },
  { name: 'tikz: 100000 nested scopes', task: tikzTask,
    candidate: picture('\\begin{scope}'.repeat(100000) + '\\draw (0,0) -- (1,1);' + '\\end{scope}'.repeat(100000)), expect: 'read.limit.depth' },
  { name: 'tikz: 100000 nested braces', task: tikzTask, candidate: picture('{'.repeat(100000) + '}'.repeat(100000)), expect: 'read.limit.depth' },
  { name: 'tikz: unbalanced braces and no semicolon', task: tikzTask, candidate: picture('\\draw (0,0) -- (1,{1;') },
  { name: 'tikz: numbers past double range', task: tikzTask,
    candidate: picture('\\draw (1e400,0) -- (0,-1e400) circle (1e308); \\pgfmathsetmacro{\\x}{10^400} \\draw (\\x,0) -- (0,0);') },
  { name: 'tikz: 200000 segments', task: tikzTask, candidate: picture('\\draw (0,0) -- (1,1);\n'.repeat(200000)), expect: 'read.limit.steps' },
  { name: 'eps: {} loop', task: epsTask, candidate: eps('{} loop'), expect: 'read.limit.steps' },
  { name: 'eps: a loop painting forever', task: epsTask, candidate: eps('{ 0 0 moveto 1 1 lineto stroke } loop'), expect: 'read.limit.steps' },
  { name: 'eps: a tail-calling procedure', task: epsTask, candidate: eps('/f { f } def f'), expect: 'read.limit.steps' },
  { name: 'eps: a recursive procedure', task: epsTask, candidate: eps('/f { f 1 pop } def f'), expect: 'read.limit.depth' },
  { name: 'eps: a deep gsave nest', task: epsTask, candidate: eps('{ gsave } loop'), expect: 'read.limit.depth' },
  { name: 'eps: a deep dictionary stack', task: epsTask, candidate: eps('{ 1 dict begin } loop'), expect: 'read.limit.depth' },
  { name: 'eps: an operand stack growing forever', task: epsTask, candidate: eps('{ 1 } loop'), expect: 'read.limit.stack' },
  { name: 'eps: a huge array', task: epsTask, candidate: eps('100000000 array'), expect: 'read.limit.memory' },
  { name: 'eps: arrays allocated forever', task: epsTask, candidate: eps('{ 100000 array } loop'), expect: 'read.limit.memory' },
  { name: 'eps: 300000 nested braces', task: epsTask, candidate: eps('{'.repeat(300000) + '}'.repeat(300000)), expect: 'read.limit.depth' },
  { name: 'eps: numbers past double range', task: epsTask, candidate: eps('1e400 0 moveto 0 -1e400 lineto stroke 1e308 dup mul 0 moveto'), },
  { name: 'eps: an unterminated string and procedure', task: epsTask, candidate: eps('/f { 0 0 moveto (abc') },
];
