#!/usr/bin/env python3
"""SVGenius's bug-fixing set as one compact test file (dev only; Debian's python3, no PyPI).

Reads the three JSON files of SVGenius (Chen et al. 2025, Apache-2.0;
https://github.com/ZJU-REAL/SVGenius) from a git mirror of the repository and writes
tests/corpus/svgenius/bugfix.json.gz: per entry its id (easy-000 ...), level, error_type,
the ground truth, the bug as edits of the ground truth ([start, end, replacement], in the
ground truth's code points, in increasing order, applied together), and the injected
instances' details without their prose and excerpts. Each bug is checked to be reproduced
from its ground truth character for character (and so byte for byte in UTF-8).

  usage: python3 scripts/dev/svgenius_extract.py [MIRROR] [OUT]
    MIRROR: the repository's git directory (default /work/.mirror/ZJU-REAL+SVGenius/repo)
    OUT:    default tests/corpus/svgenius/bugfix.json.gz beside this script's repository
"""
import difflib
import gzip
import json
import os
import subprocess
import sys

COMMIT = '528cbff'   # the mirror's HEAD when the corpus was made (README.md there)
FILES = [
    ('easy', 'src/tasks/editing/bug_fixion/easy_svg_errors_dataset.json'),
    ('medium', 'src/tasks/editing/bug_fixion/medium_svg_errors_dataset.json'),
    ('hard', 'src/tasks/editing/bug_fixion/hard_errors_dataset.json'),
]
# Fields of error_details kept: short facts about each injected instance. Dropped: prose
# (description, modification...: Chinese sentences), excerpts of the text (context,
# command_context, original_path_data) and labels every instance of a kind shares.
KEEP = [
    'error_instance', 'error_type', 'removed_symbol', 'symbol_type', 'quote_position', 'position', 'attribute',
    'original_tag', 'misspelled_tag', 'tag_index', 'has_closing_tag', 'element_type', 'element_index',
    'original_value', 'error_value', 'modified_value', 'original_separator', 'modified_separator', 'path_index',
    'original_command', 'invalid_command', 'command_position', 'target_tag', 'added_chars', 'insertion_position',
    'original_attribute', 'wrong_attribute',
]


def edits_of(truth, bug):
    """[start, end, replacement] turning truth into bug (character offsets in truth)."""
    matcher = difflib.SequenceMatcher(None, truth, bug, autojunk=False)
    return [[i1, i2, bug[j1:j2]] for op, i1, i2, j1, j2 in matcher.get_opcodes() if op != 'equal']


def apply(truth, edits):
    out, at = [], 0
    for start, end, replacement in edits:
        out.append(truth[at:start])
        out.append(replacement)
        at = end
    out.append(truth[at:])
    return ''.join(out)


def compact(details):
    kept = []
    for d in details:
        row = {k: d[k] for k in KEEP if k in d}
        if isinstance(row.get('attribute_value'), str) and len(row['attribute_value']) > 40:
            del row['attribute_value']
        kept.append(row)
    return kept


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    mirror = sys.argv[1] if len(sys.argv) > 1 else '/work/.mirror/ZJU-REAL+SVGenius/repo'
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, '..', '..', 'tests', 'corpus', 'svgenius',
                                                            'bugfix.json.gz')
    commit = subprocess.run(['git', '-C', mirror, 'rev-parse', 'HEAD'], check=True, capture_output=True,
                            text=True).stdout.strip()
    if not commit.startswith(COMMIT):
        print(f'svgenius_extract: the mirror is at {commit}, not {COMMIT}; README.md names {COMMIT}', file=sys.stderr)
    entries = []
    for level, path in FILES:
        text = subprocess.run(['git', '-C', mirror, 'show', f'HEAD:{path}'], check=True, capture_output=True).stdout
        for n, e in enumerate(json.loads(text.decode('utf-8'))):
            truth, bug = e['ground_truth'], e['bug_svg']
            edits = edits_of(truth, bug)
            rebuilt = apply(truth, edits)
            if rebuilt.encode('utf-8') != bug.encode('utf-8'):
                sys.exit(f'svgenius_extract: {level}-{n:03d}: the edits do not reproduce the bug')
            entries.append({
                'id': f'{level}-{n:03d}',
                'level': level,
                'error_type': e['error_type'],
                'svg_path': e['svg_path'].replace('../../../', 'src/'),
                'ground_truth': truth,
                'edits': edits,
                'error_details': compact(e['error_details']),
            })
    corpus = {
        'source': 'https://github.com/ZJU-REAL/SVGenius',
        'commit': commit,
        'licence': 'Apache-2.0, copyright the SVGenius authors (Chen et al. 2025)',
        'files': [path for _, path in FILES],
        'note': 'bug = ground_truth with edits applied: [start, end, replacement], offsets in code points of '
                'ground_truth, increasing, none overlapping',
        'entries': entries,
    }
    data = json.dumps(corpus, ensure_ascii=False, separators=(',', ':')).encode('utf-8')
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, 'wb') as f:   # mtime 0 and no name: the same input makes the same bytes
        with gzip.GzipFile(filename='', mode='wb', fileobj=f, compresslevel=9, mtime=0) as z:
            z.write(data)
    print(f'svgenius_extract: {len(entries)} entries, {len(data)} bytes of JSON, '
          f'{os.path.getsize(out)} bytes gzipped -> {os.path.relpath(out)}')


if __name__ == '__main__':
    main()
