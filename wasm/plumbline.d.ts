// Types for the Plumbline JS API (plumbline.mjs) and the JSON it returns. The JSON shapes
// are those of docs/schema.md (task plumbline/task@1, report plumbline/report@1); fields
// may be added within @1, so treat unknown fields as allowed.

/** Text, or bytes passed to the core unchanged (a file's contents, byte for byte). */
export type TextInput = string | Uint8Array | ArrayBuffer;

export type Profile = 'default' | 'ssvg' | 'diagrameval';
export type Verdict = 'pass' | 'fail' | 'invalid';
export type Severity = 'error' | 'warning' | 'info';
export type Point = [number | null, number | null];

export interface EvaluateOptions {
  /** "default" (Plumbline's own judgement), "ssvg" (the published SSVG-Bench scripts) or "diagrameval" (DiagramEval's verdict for diagrams). */
  profile?: Profile;
  /** Fill report.timings (default true). Reports compared across builds leave them out. */
  timings?: boolean;
  /**
   * How much of the report to write (docs/schema.md, "Report levels"): "full" (the default
   * here: everything the page draws), "compact" (the command line's default: unsatisfied
   * requirements, diagnostics without shapes, no extracted text, a molecule summarised) or
   * "verdict" (verdict and score).
   */
  report?: 'full' | 'compact' | 'verdict';
}

// --- task: plumbline/task@1 ------------------------------------------------------------

export type Selector = 'all' | 'added' | { class: string } | { color: string };

export interface MatchCheck {
  kind: 'match';
  reference_select?: Selector;
  candidate_select?: Selector;
  tolerance?: number;
  /** Judge whether the given drawing is kept: "report" (diagnostics) or "strict" (a requirement). */
  preserve_input?: 'off' | 'report' | 'strict';
  [other: string]: unknown;
}

/** SSVG-Bench's molecule task: the drawn molecule's graph must be the reference's. */
export interface MoleculeCheck {
  kind: 'molecule';
  /** Element symbol to colour: any SVG/CSS colour text, or [r, g, b] in 0..1. */
  palette: Record<string, string | [number, number, number]>;
  bond_order?: boolean;
  /** Scene units (default: 0.2 x the drawing's typical bond length; ssvg: 0.1). */
  snap?: number;
  /** Search steps for the isomorphism test and the partial correspondence (default 500000). */
  budget?: number;
  [other: string]: unknown;
}

/** Constructions whose answer is not unique (docs/constraints.md). Objects and constraints are
 * JSON as that page's grammar gives them. */
export interface ConstraintsCheck {
  kind: 'constraints';
  objects?: Record<string, Record<string, unknown>>;
  constraints: Record<string, unknown>[];
  /** Which candidate items are the answer's (default "added"); an object of several
   * criteria selects the items that meet them all. */
  answer_select?: Selector | { class?: string; color?: string; added?: true };
  tolerance?: number;
  /** Search steps (default 1000000). */
  budget?: number;
  preserve_input?: 'off' | 'report' | 'strict';
  /** The drawing's scale: lengths in measures are read in this unit. */
  unit?: { name: string; scene_units: number } | { name: string; segment: string; length: number };
  /** A share of constraints reported beside the strict verdict. */
  pass_threshold?: number;
}

/** DiagramEval's node and path alignment, and the edges (docs/diagram.md). */
export interface DiagramCheck {
  kind: 'diagram';
  /** The least label similarity for two nodes to match, in (0, 1] (default 0.9). */
  node_threshold?: number;
  /** "default": node, path and edge F1 all 1; "diagrameval": node and path F1 = 1. */
  verdict?: 'default' | 'diagrameval';
  [other: string]: unknown;
}

/** A layout finding code ("layout.frame.outside"), a family of them (layout.overlap: every code under it) or
 * every warning (docs/layout.md, "Layout as requirements"). */
export type LayoutSelector = 'warnings' | `layout.${string}` | 'layout';

/** The drawing judged by what it shows a reader: each selector a requirement (no finding it
 * selects); score the share met. Needs no reference. */
export interface LayoutCheck {
  kind: 'layout';
  /** Default "warnings". */
  require?: LayoutSelector | LayoutSelector[];
  [other: string]: unknown;
}

export interface Task {
  schema?: 'plumbline/task@1';
  id: string;
  domain?: 'geometry' | 'molecule' | 'diagram';
  format?: string;
  prompt?: string;
  input?: string;
  input_format?: string;
  /** Required by every kind but layout. */
  reference?: string;
  reference_format?: string;
  /** Any kind may carry `layout`: findings that fail the verdict (docs/layout.md). */
  check: (MatchCheck | MoleculeCheck | ConstraintsCheck | DiagramCheck | LayoutCheck | { kind: string; [other: string]: unknown }) & {
    layout?: LayoutSelector | LayoutSelector[];
  };
  meta?: unknown;
}

// --- geometry, diagnostics, reports --------------------------------------------------

export type Geometry =
  | { type: 'segment'; a: Point; b: Point }
  | { type: 'circle'; c: Point; r: number | null }
  | { type: 'ellipse'; c: Point; rx: number | null; ry: number | null; angle_deg: number | null }
  | { type: 'arc'; c: Point; rx: number | null; ry: number | null; angle_deg: number | null; t0_deg: number | null; dt_deg: number | null }
  | { type: 'path'; closed: boolean; d: string | null }
  | { type: 'text'; anchor: Point; content: string; font_size: number | null; box?: { min: Point; max: Point } }
  | { type: 'point'; p: Point };

/** 1-based lines and columns; columns count code points (an astral character is one column but two UTF-16 units of a JS string); the end is inclusive. */
export interface Span {
  line: number;
  column: number;
  end_line: number;
  end_column: number;
}

export interface Diagnostic {
  /**
   * Stable and dotted, e.g. "svg.path.syntax", "read.limit.bytes". Every code is listed with
   * its severity and meaning in docs/schema.md ("Diagnostic codes", printed by `plumb codes`);
   * a string, not a union, because new codes may be added within report@1.
   */
  code: string;
  severity: Severity;
  message: string;
  /** Whose text `span` is in: "response", "candidate", "reference", "input", "task", "batch", "module". */
  source: string;
  span?: Span;
  item?: number;
  shapes: { role: 'expected' | 'found' | 'nearest' | 'extraneous' | 'location' | string; geometry: Geometry }[];
}

export interface Requirement {
  id: string;
  kind: 'segment' | 'circle' | 'ellipse' | 'curve' | 'atom' | 'bond' | string;
  satisfied: boolean;
  reference_item: number;
  reference_span?: Span;
  expected: Geometry;
  matched_by: number[];
  error: number | null;
  tolerance: number | null;
  measure: string;
  /** The reference item named by the given drawing's labels ("segment from C (275,55) to a point on AB (227.43,320.05)"). */
  name?: string;
  nearest?: number;
}

export interface MoleculeAtom {
  item: number;
  /** Palette class ("C", "B/Cl"), "?" for a colour in no class; in the ssvg profile the fill text. */
  element: string;
  center: Point;
  radius: number | null;
  /** The corresponding atom of the other drawing. */
  match?: number;
  status: 'matched' | 'element' | 'missing' | 'extra';
}

export interface MoleculeBond {
  a: number;
  b: number;
  order: number;
  items: number[];
  status: 'matched' | 'order' | 'missing' | 'extra';
}

export interface MoleculeSide {
  atoms: MoleculeAtom[];
  bonds: MoleculeBond[];
  formula: string;
  fragments: number;
  bond_length: number | null;
  snap: number | null;
}

export interface ConstraintMeasurement {
  id: string;
  relation: string;
  text: string;
  satisfied: boolean;
  /** null when an object it reads does not exist. */
  measured: number | null;
  required: number | null;
  comparison: '=' | '<' | '>' | '!=';
  tolerance: number | null;
  unit: 'units' | 'degrees' | '';
  /** Full reports only. */
  message?: string;
  objects?: string[];
}

export interface ConstraintsResult {
  outcome: 'complete' | 'budget' | 'given';
  satisfied: number;
  total: number;
  assignment: Record<string, number | null>;
  /** one_of objects: the alternative chosen (only when the task has some). */
  choices?: Record<string, string | null>;
  /** Only with the task's pass_threshold. */
  pass_threshold?: number;
  passes_threshold?: boolean;
  answer_items: number;
  used_items: number;
  /** used_items / answer_items; null without answer items. */
  precision: number | null;
  /** Full: every constraint; compact: the unsatisfied ones. */
  constraints: ConstraintMeasurement[];
  steps: number;
  budget: number;
  /** Full reports only. */
  objects?: {
    name: string; type: 'point' | 'segment' | 'line' | 'circle'; origin: 'given' | 'answer' | 'derived';
    defined: boolean; why?: string; item?: number; geometry?: Geometry;
  }[];
}

export interface MoleculeResult {
  outcome: 'isomorphic' | 'different' | 'budget';
  decided_by?: string;
  steps: number;
  budget: number;
  reference: MoleculeSide;
  candidate: MoleculeSide;
}

export interface DiagramMetric {
  tp: number; fp: number; fn: number;
  precision: number; recall: number; f1: number;
}

export interface DiagramSide {
  read_from: 'graph' | 'drawing';
  /** Full reports. */
  nodes?: { label: string; status: 'matched' | 'missing' | 'extra'; items: number[]; match?: number; similarity?: number }[];
  /** Full reports. */
  edges?: { from: number; to: number; direction: 'forward' | 'both' | 'none'; item?: number;
            status: 'matched' | 'missing' | 'extra' | 'reversed' | 'unmatched-node' }[];
  /** Compact reports. */
  node_count?: number;
  edge_count?: number;
}

export interface DiagramResult {
  rule: 'default' | 'diagrameval';
  node_threshold: number;
  /** false: the reference states no direction, so none is judged. */
  directed: boolean;
  nodes: DiagramMetric;
  paths: DiagramMetric;
  edges: DiagramMetric;
  reference: DiagramSide;
  candidate: DiagramSide;
}

export interface Report {
  schema: 'plumbline/report@1';
  task_id: string;
  profile: Profile;
  check: string;
  verdict: Verdict;
  score: number;
  /** Below "full": which level this report was written at. */
  report?: 'compact' | 'verdict';
  /** Full: every requirement; compact: the unsatisfied ones; verdict: absent. */
  requirements: Requirement[];
  /** Compact only: [satisfied, total] over all requirements. */
  requirements_met?: [number, number];
  diagnostics: Diagnostic[];
  /** The text is in full reports only. */
  extracted?: { format: string; line: number; text?: string };
  extraneous: number[];
  /** Precision-style figure beside the verdict: the share of the drawn items the judgement accounts for (match, constraints). */
  precision?: number;
  candidate_items: number;
  /** The molecule check's graphs and their correspondence. */
  molecule?: MoleculeResult;
  /** The constraints check's best assignment, measurements and objects. */
  constraints?: ConstraintsResult;
  /** The diagram check's metrics and both graphs. */
  diagram?: DiagramResult;
  timings?: { extract_ms: number; read_ms: number; check_ms: number; total_ms: number };
  /** Batch reports only: the line's "id", unchanged. */
  line_id?: unknown;
}

// --- scene and extraction ---------------------------------------------------------------

export interface SceneItem {
  index: number;
  kind: 'segment' | 'circle' | 'ellipse' | 'arc' | 'path' | 'text' | 'point';
  /** The primary item this one was recognised from (its own index for a primary item). */
  origin: number;
  /**
   * Only for an item inside regions that clip it (a nested SVG <svg>, a <symbol> or <svg> a
   * <use> instantiates; a TikZ \clip): their indices in Scene.clip_regions, outermost first;
   * the item shows where they all overlap.
   */
  clips?: number[];
  geometry: Geometry;
  style: {
    stroke: string; // "#rrggbb" or "none"
    stroke_opacity: number;
    fill: string;
    fill_opacity: number;
    stroke_width: number | null;
    id: string;
    classes: string[];
    group_classes: string[];
    visible: boolean;
  };
  source: {
    format: string;
    /** The source construct: an element name ("line") or a command. */
    element: string;
    element_index: number;
    /** Nesting below the top level: 0 for a child of the root written in place. */
    depth: number;
    span?: Span;
    transformed: boolean;
    via_use: boolean;
  };
}

/**
 * A region that clips items: one outline under the nonzero rule (a viewport's four corners, a
 * TikZ clip of one closed part) as its [x, y] points in scene coordinates, the last joined to
 * the first; several outlines, or the even odd rule, as an object. Curves flattened within
 * 0.01 of a unit.
 */
export type ClipRegion =
  | [number, number][]
  | { outlines: [number, number][][]; rule: 'nonzero' | 'evenodd' };

export interface Scene {
  /** Only when an item is clipped: each region once, in the order items first use it. */
  clip_regions?: ClipRegion[];
  format: string;
  /**
   * The root viewBox (kept, not applied) or width/height; null when the document gives
   * neither. `fit`: the root's preserveAspectRatio ("xMinYMin slice", "none"), only when it
   * is not the default "xMidYMid meet".
   */
  frame: { x: number; y: number; width: number; height: number; units_per_pixel: number; fit?: string } | null;
  items: SceneItem[];
  /** Formats that state a graph (DOT, Mermaid): its nodes and edges; such a scene has no items. */
  graph?: {
    directed: boolean; strict: boolean; name: string;
    nodes: { id: string; label: string; span?: Span }[];
    edges: { from: number; to: number; direction: 'forward' | 'both' | 'none'; label?: string; span?: Span }[];
  };
}

export interface ReadResult {
  ok: boolean;
  /** null only when the module itself failed (diagnostic code "internal.exception"). */
  scene: Scene | null;
  diagnostics: Diagnostic[];
}

export interface Extraction {
  found: boolean;
  format?: string;
  text?: string;
  /** Byte offset of `text` in the response's UTF-8 encoding. */
  offset?: number;
  line?: number;
  how?: 'fence' | 'answer' | 'bare' | 'whole' | '';
  diagnostics: Diagnostic[];
}

// --- benchmark bundles (docs/bundle.md) --------------------------------------------------

/** A problem of a bundle: where it is (line null inside the manifest), a stable bundle.* code. */
export interface BundleProblem {
  file: string;
  line: number | null;
  code: string;
  severity: 'error' | 'warning';
  message: string;
}

/** One (model, task): built from a compact batch report, or for a task the model did not answer. */
export interface BundleRow {
  model: string;
  task: string;
  domain: string;
  format: string;
  verdict: Verdict;
  score: number;
  /** Extraneous candidate items the report lists. */
  extraneous: number;
  /** Molecule tasks: the reference's atoms + bonds; null otherwise. */
  size: number | null;
  /** Sorted distinct codes of the report's errors and warnings. */
  codes: string[];
  /** Sorted distinct codes of the report's layout warnings (docs/layout.md); absent in rows written before it. */
  layout?: string[];
  /** true only for an unanswered task (verdict "fail", score 0). */
  missing: boolean;
}

export interface Bundle {
  schema: string;
  name: string;
  description: string;
  /** The tasks that can judge answers, in the tasks file's order. */
  tasks: { id: string; domain: string; format: string; size: number | null; file: string; line: number | null }[];
  /** In manifest order; metadata: the manifest entry's other members. */
  models: { name: string; metadata: Record<string, unknown>; answered: number }[];
  problems: BundleProblem[];
  /** The batch lines to judge, task-major: each gives a report whose line_id makes its row. */
  lines: string[];
  /** The rows of unanswered tasks, model-major. */
  missing: BundleRow[];
}

/** A batch run (openBatch): the options read once, a task prepared once for its consecutive lines. */
export interface BatchSession {
  line(line: TextInput, lineNumber: number): string;
  /** The same report as UTF-8 bytes (a fresh copy), to write out without decoding. */
  lineBytes(line: TextInput, lineNumber: number): Uint8Array;
  /**
   * The same bytes as a view of the module's memory, not a copy: valid only until the next
   * call into the module (copy them before then).
   */
  lineView(line: TextInput, lineNumber: number): Uint8Array;
  /** A bundle's batch line judged into its row (with report 'compact'), as bundleRow(line(...)) gives it; the report stays in the module. */
  row(line: TextInput, lineNumber: number): BundleRow;
  close(): void;
}

/** A bundle whose batch lines stay in the module (openBundle): line(i) makes line i. */
export interface OpenBundle extends Omit<Bundle, 'lines'> {
  /** How many batch lines there are. */
  count: number;
  /** Batch line i (0 <= i < count), task-major, as readBundle's lines[i]. */
  line(i: number): string;
  /** Line i's UTF-8 bytes (a fresh copy, no string made), to send to another worker. */
  lineBytes(i: number): Uint8Array;
  /** Line i judged by a session of openBatch({report: 'compact', timings: false, profile}) into its row, as batch.row(line(i), i + 1). */
  row(batch: BatchSession, i: number): BundleRow;
  /** Frees the bundle in the module; line() then throws. */
  close(): void;
}

export interface BundleStats {
  answers: number;
  missing: number;
  passes: number;
  fails: number;
  invalid: number;
  /** passes / answers (unanswered tasks are failures); null without answers. */
  accuracy: number | null;
  /** The accuracy's 95% Wilson score interval [low, high], as shares; null without answers. */
  interval: [number, number] | null;
  mean_score: number | null;
  /** Per answered task. */
  mean_extraneous: number | null;
  extraneous_share: number | null;
  /** Answered rows judged pass or fail (a drawing was read). */
  drawn: number;
  /** Of those, the share with no layout warning; null when none. */
  readable: number | null;
  /** The figures as the tables print them, rounded once ("66.7", "20.8-93.9", "0.625"; "-" without answers). */
  text: { accuracy: string; interval: string; mean_score: string; mean_extraneous: string; extraneous_share: string; readable: string };
}

export interface BundleComparison {
  a: string;
  b: string;
  /** Tasks both models answered. */
  tasks: number;
  both_pass: number;
  a_only: number;
  b_only: number;
  neither: number;
  /** McNemar's exact two-sided p-value on a_only against b_only. */
  p_value: number;
  text: { a_accuracy: string; b_accuracy: string; p_value: string };
}

/** Why one answer's verdict differs between the default and the ssvg profile. */
export interface BundleDifference {
  model: string;
  task: string;
  /** A stable key, e.g. "tikz.crop-shift", "molecule.colour-spelling". */
  reason: string;
  /** The reason in one line. */
  text: string;
}

export interface BundleDifferences {
  /** Answers both profiles judged, and how many of them they judge differently. */
  answers: number;
  differ: number;
  models: Array<{ model: string; answers: number; differ: number;
                  default: { passes: number; accuracy: string }; ssvg: { passes: number; accuracy: string };
                  /** ssvg minus default, percentage points ("+5.2", "-52.2"). */
                  difference: string }>;
  groups: Array<{ reason: string; text: string; count: number; default_pass: number;
                  answers: Array<{ model: string; task: string; default: string; ssvg: string }> }>;
  /** What `plumb bundle --differences` prints. */
  table: string;
}

export interface BundleSummary {
  columns: { domain: string; format: string; tasks: number }[];
  domains: { domain: string; tasks: number }[];
  /** By name; cells follow columns, domains follow domains. */
  models: {
    model: string;
    overall: BundleStats;
    domains: (BundleStats & { domain: string })[];
    cells: (BundleStats & { domain: string; format: string })[];
  }[];
  tasks: number;
  rows: number;
}

// --- the API ----------------------------------------------------------------------------

export interface Plumbline {
  /** Judges one raw model response against a task. Throws RangeError for unknown options. */
  evaluate(task: Task | TextInput, candidate: TextInput, options?: EvaluateOptions): Report;
  /** The same, as the report's JSON text: the bytes `plumb check` prints (without the newline). */
  evaluateText(task: Task | TextInput, candidate: TextInput, options?: EvaluateOptions): string;
  /**
   * Judges an answer for a page that shows it, reading its drawing once: the report
   * (evaluate's), the candidate's Scene (readDrawing's `scene`) and its drawing (drawScene's
   * at no size). scene and drawn are null when no drawing was read (none found, or refused
   * over the size budget); drawn is null when the scene has more than maxDrawnItems items.
   */
  evaluateView(task: Task | TextInput, candidate: TextInput, options?: EvaluateOptions,
               view?: { maxDrawnItems?: number }): EvaluateView;
  /** One line of the JSONL batch protocol; the report's JSON text, as `plumb batch` prints it. */
  evaluateBatchLine(line: TextInput, lineNumber: number, options?: EvaluateOptions): string;
  /**
   * A batch run: `line` gives what evaluateBatchLine gives, with the options read once and a
   * task prepared once for all the consecutive lines that share it (as `plumb batch` does).
   * Call close() when done.
   */
  openBatch(options?: EvaluateOptions): BatchSession;
    /** The same report as UTF-8 bytes (a fresh copy), to write out without decoding. */
    lineBytes(line: TextInput, lineNumber: number): Uint8Array;
    /**
     * The same bytes as a view of the module's memory, not a copy: valid only until the next
     * call into the module (copy them before then).
     */
  /** Reads a drawing ("svg") into the Scene every check works on. */
  readDrawing(format: string, text: TextInput): ReadResult;
  /**
   * Reads a drawing and writes its Scene back as a plain SVG document (the core's writer,
   * the bytes `plumb draw FORMAT FILE` prints): every visible primary item with its paint,
   * clipped to the viewports that clip it, the frame as viewBox fitted as the root's
   * preserveAspectRatio says (else the items' bounds padded by 5%; with a width and height and
   * no frame, no viewBox). Numbers only: no markup of the source survives. "" only when the
   * module itself failed.
   */
  drawScene(format: string, text: TextInput, options?: { width?: number; height?: number }): string;
  /**
   * One report geometry (docs/schema.md, "Geometry") as one SVG element's text, e.g.
   * `<line x1="1" y1="2" x2="3" y2="4"/>`; point markers are `<circle class="point">`;
   * textAsBox draws a text as the rect of its box. "" when there is nothing to draw.
   */
  drawGeometry(geometry: Geometry | string, options?: { textAsBox?: boolean }): string;
  /** Finds the drawing of `format` inside a raw response. */
  extract(response: TextInput, format: string): Extraction;
  /**
   * The format a drawing's text is in (a complete `<svg>`, tikzpicture, `%!PS` program or
   * `digraph` starting first in it, a Mermaid header, or the whole text one SMILES string),
   * as the core takes a task's drawing whose format the task leaves out
   * (task.format.inferred); "" when none is recognised.
   */
  formatOf(text: TextInput): '' | 'svg' | 'tikz' | 'eps' | 'dot' | 'mermaid' | 'smiles' | 'chemfig';
  /**
   * A benchmark bundle from its files: relative path -> text, the manifest under "bundle.json"
   * (a single-file bundle needs only that key). Throws PlumblineError only when the manifest
   * cannot be used; every other problem is in `problems` and the rest is read.
   */
  readBundle(files: Record<string, TextInput>): Bundle;
  /**
   * As readBundle, with the batch lines made one at a time from the module (no copy of each task's text per line); close() it when done.
   * `release: true`: each file is deleted from `files` at once, copied into the module only when its reading reaches it, and its bytes
   * then freed (a Uint8Array or ArrayBuffer given is detached), so the module holds one file at a time besides what it has read.
   */
  openBundle(files: Record<string, TextInput>, options?: { release?: boolean }): OpenBundle;
  /** The module's linear memory in bytes (it only grows). */
  memoryBytes(): number;
  /** The row of a compact report of a bundle line, from openBatch({report: 'compact', timings: false, profile}). Throws TypeError for anything else. */
  bundleRow(reportText: TextInput): BundleRow;
  /** The summary of rows given in any order. */
  bundleSummary(rows: BundleRow[]): BundleSummary;
  /** The rows as CSV (RFC 4180, CRLF), in the order given: the bytes `plumb bundle --csv` prints. */
  bundleCsv(rows: BundleRow[]): string;
  /** The text table `plumb bundle` prints (Markdown padded to fixed width). */
  bundleTable(rows: BundleRow[]): string;
  /** The same tables as LaTeX with booktabs rules: the bytes `plumb bundle --latex` prints. */
  bundleLatex(rows: BundleRow[]): string;
  /** Models a and b paired on the tasks both answered, with McNemar's exact test (docs/bundle.md). */
  bundleCompare(rows: BundleRow[], a: string, b: string): BundleComparison;
  /** Why an answer's verdict differs between the profiles, from the compact reports of its bundle line under each. */
  bundleDifference(defaultReport: TextInput, ssvgReport: TextInput): BundleDifference;
  /** The two profiles' rows side by side, the differing answers grouped by reason (docs/bundle.md). */
  bundleDifferences(byDefault: BundleRow[], bySsvg: BundleRow[], reasons: BundleDifference[]): BundleDifferences;
  version(): string;
}

export interface EvaluateView {
  report: Report;
  scene: Scene | null;
  drawn: string | null;
}

export interface LoadOptions {
  /** The build's createPlumbline factory, from a build script the page loaded itself. */
  factory?: (moduleArgs?: object) => Promise<unknown>;
  /** Node: path to plumbline.js or plumbline.single.js (default: dist/plumbline.js beside the loader, or $PLUMBLINE_WASM). */
  modulePath?: string;
  /** Browser, no factory: the build script to load (default: the package's dist/plumbline.js). */
  scriptUrl?: string | URL;
  /** The .wasm bytes, when the page has them already. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** The build's .wasm already compiled (a page's, shared with its workers): instantiated, not fetched. */
  wasmModule?: WebAssembly.Module;
  /** Where the .wasm is, for the two-file build in a browser. */
  locateFile?: (file: string, prefix: string) => string;
}

/** Thrown when the module has aborted (a bug; load() a new instance), and by readBundle for an unusable manifest. */
export class PlumblineError extends Error {}

/** Instantiates a fresh module. */
export function load(options?: LoadOptions): Promise<Plumbline>;

declare const _default: { load: typeof load };
export default _default;
