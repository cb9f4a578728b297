// The words around a drawing, as the TikZ and EPS example generators say them: a geometry
// task asked in another format the SSVG-Bench way, and the prose an SVG answer put around its
// drawing, said of that format. Shared so the two formats' tasks and answers read alike but
// for the format's own words.

// A geometry task (examples/geometry/<name>/task.json) asked in `format` ('tikz', 'eps';
// `called` is how the prompt names it), with the given drawing `input` and the `reference`
// written in that format. The reference is the given drawing and the red elements, as the
// benchmark's converter writes it, so both sides are selected by colour (no classes there).
export function geometryTask(name, task, { format, called, input, reference }) {
  const explanation = task.prompt.split('[SVG]')[0];
  return {
    schema: 'plumbline/task@1',
    id: `${format}/${name}`,
    domain: task.domain,
    format,
    prompt: `${explanation}\`\`\`\n[${called}]${input}\n\`\`\`\n\nPlease visualize the explanation by adding elements to the ${called} diagram.\n` +
            `- Set the color of any added elements to red.\n- Do not modify any elements that are originally present in the ${called}.\n` +
            '- Do not use any animations.',
    input,
    input_format: format,
    reference,
    reference_format: format,
    check: { ...task.check, reference_select: { color: 'red' }, candidate_select: { color: 'red' } },
    meta: { source: `examples/geometry/${name}, converted by examples/tools/make_${format}_examples.mjs` },
  };
}

// The prose an SVG response put around its drawing, said of another format. `words` holds
// that format's phrases: name ('TikZ'), asIt ('in TikZ', for "as an SVG"), theFileFor,
// theFile, inIt ("In an SVG"), aFile ("an SVG"), styles ("style attributes"), and
// `elements`, [pattern, replacement] pairs for SVG element names, applied last but one.
export function proseSaidOf(text, words) {
  let out = text
    .replace(/\bas an SVG\b/g, words.asIt)
    .replace(/\bas SVG\b/g, words.asIt)
    .replace(/\bMy SVG drawing\b/g, `My ${words.name} drawing`)
    .replace(/\bmy SVG drawing\b/g, `my ${words.name} drawing`)
    .replace(/\bThe SVG for\b/g, words.theFileFor)
    .replace(/\bThe SVG below\b/g, `${words.theFile} below`)
    .replace(/\bIn an SVG\b/g, words.inIt)
    .replace(/\ban SVG\b/g, words.aFile)
    .replace(/small filled arc path/g, 'small filled path of two arcs')
    .replace(/set through style attributes/g, `set through ${words.styles}`)
    .replace(/as a few polylines/g, 'as a few chains of lines');
  for (const [pattern, replacement] of words.elements ?? []) out = out.replace(pattern, replacement);
  return out.replace(/\bSVG\b/g, words.name);
}

// Before and after the drawing in an SVG response (fences removed; empty for a bare
// drawing), each said of the other format by `sayOf`.
export function proseAround(response, extraction, sayOf) {
  const start = Buffer.from(response).subarray(0, extraction.offset).toString().length;
  const end = start + extraction.text.length;
  let before = response.slice(0, start), after = response.slice(end);
  if (extraction.how === 'fence') {
    before = before.slice(0, before.lastIndexOf('```'));
    after = after.slice(after.indexOf('```') + 3);
  }
  return { before: sayOf(before.trim()), after: sayOf(after.trim()) };
}

// The drawing with prose around it: `fence` a language tag ('' for an untagged fence) or
// null for a bare drawing; `defaultBefore` when the SVG answer said nothing before it.
export function around(drawing, fence, prose, defaultBefore = '') {
  const before = prose.before || defaultBefore;
  const body = fence === null ? drawing : `\`\`\`${fence}\n${drawing}\n\`\`\``;
  return [before, body, prose.after].filter(Boolean).join('\n\n') + '\n';
}
