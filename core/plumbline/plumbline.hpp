// Plumbline's one door: the only core header the front ends (cli/, wasm/, python/)
// include. It names the pipeline's entry points and the types they return; everything it
// reaches is documented in docs/architecture.md (the stages) and docs/schema.md (the JSON).
#pragma once

// Tasks and answers in, reports out: parse a task, evaluate an answer, a batch line.
#include "pipeline/evaluate.hpp"
#include "pipeline/evaluate_view.hpp"
#include "pipeline/task.hpp"
// The report (verdict, score, requirements, diagnostics) and its JSON text.
#include "output/json.hpp"
#include "report/report.hpp"
// The intermediate steps, for front ends that show them: finding the drawing in a raw
// response, reading it into the Scene, and drawing a Scene or a diagnostic's shapes back.
#include "extract/extract.hpp"
#include "formats/read.hpp"
#include "output/geometry_svg.hpp"
#include "scene/svg_writer.hpp"
// The layout section of a Scene alone (plumb layout), as every report holds it.
#include "layout/layout.hpp"
// Benchmark bundles: tasks with many models' answers, judged and tallied.
#include "bundle/bundle.hpp"
#include "bundle/results.hpp"
// The catalogue of diagnostic codes and the profiles' names.
#include "base/profile.hpp"
#include "pipeline/codes.hpp"
