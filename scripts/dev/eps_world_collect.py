#!/usr/bin/env python3
"""Assembles tests/corpus/eps-world/corpus.json.gz by the rule in its README (dev only).

    python3 scripts/dev/eps_world_collect.py MIRROR_DIR [MIRROR_DIR...] [--local DIR]

Each MIRROR_DIR is a git directory of a public repository's snapshot (the `fetch` tool's
/work/.mirror/<owner>+<name>/repo); --local adds the files made on this machine
(scripts/dev/eps_world_make.sh). The rule is applied mechanically, before anything is read
or measured: no file is chosen or dropped for how it reads.
"""
import gzip
import hashlib
import json
import os
import re
import subprocess
import sys

MAX_BYTES = 150_000
PER_FAMILY = 12          # at most this many files of one producer
PER_REPO_FAMILY = 4      # ... and of those at most this many from one repository
NAME = re.compile(r"\.(eps|ps|epsi|epsf|mps|[0-9]+)$", re.I)
DOS_EPS = b"\xc5\xd0\xd3\xc6"

# %%Creator (first match wins) -> producer family. Lower-cased creator text.
FAMILIES = [
    (r"graphviz|^dot version|^neato|^circo|^twopi|^fdp|^sfdp", "graphviz"),
    (r"gnuplot", "gnuplot"),
    (r"matplotlib", "matplotlib"),
    (r"matlab|mathworks", "matlab"),
    (r"^r software|^r graphics", "r"),
    (r"metapost", "metapost"),
    (r"inkscape", "inkscape"),
    (r"^cairo", "cairo"),
    (r"fig2dev|xfig", "fig2dev"),
    (r"^dia\b", "dia"),
    (r"illustrator", "illustrator"),
    (r"corel", "corel"),
    (r"pscript|adobeps", "pscript"),
    (r"ghostscript|ps2write|eps2write|pswrite", "ghostscript"),
    (r"mathematica|wolfram", "mathematica"),
    (r"gimp", "gimp"),
    (r"imagemagick", "imagemagick"),
    (r"acrobat|pdftops|poppler|xpdf", "pdf-converter"),
    (r"originlab", "origin"),
    (r"tk canvas", "tk"),
    (r"lout", "lout"),
    (r"grace|xmgr", "grace"),
    (r"higz|root", "root-higz"),
]


def family_of(creator):
    c = creator.strip().strip("()").strip().lower()
    if not c or c == "unknown":
        return "unknown"
    for pattern, fam in FAMILIES:
        if re.search(pattern, c):
            return fam
    return "other"


def postscript_part(data):
    """The PostScript section of a file (a DOS EPS binary header read from its offsets)."""
    if data[:4] == DOS_EPS and len(data) >= 12:
        start = int.from_bytes(data[4:8], "little")
        length = int.from_bytes(data[8:12], "little")
        return data[start:start + length]
    return data


def creator_of(data):
    m = re.search(rb"^%%Creator:[ \t]*([^\r\n]*)", postscript_part(data)[:20000], re.M)
    return m.group(1).decode("latin1").strip() if m else ""


def git(gitdir, *args):
    return subprocess.run(["git", "--git-dir", gitdir, *args], capture_output=True, check=True).stdout


def repo_name(gitdir):
    for part in gitdir.split("/"):
        if "+" in part:
            return part.replace("+", "/", 1)
    return gitdir


def licence_of(gitdir):
    names = git(gitdir, "ls-tree", "--name-only", "HEAD").decode().split("\n")
    for n in names:
        if re.match(r"(licen[cs]e|copying)(\.|$)", n, re.I):
            text = git(gitdir, "show", f"HEAD:{n}")[:3000].decode("utf8", "replace")
            for pattern, spdx in [(r"MIT License|Permission is hereby granted, free of charge", "MIT"),
                                  (r"Apache License", "Apache-2.0"),
                                  (r"GNU GENERAL PUBLIC LICENSE\s+Version 3", "GPL-3.0"),
                                  (r"GNU GENERAL PUBLIC LICENSE\s+Version 2", "GPL-2.0"),
                                  (r"GNU LESSER GENERAL PUBLIC", "LGPL"),
                                  (r"Eclipse Public License", "EPL"),
                                  (r"BSD", "BSD"),
                                  (r"Creative Commons|CC-BY|Attribution", "CC (see file)"),
                                  (r"Unlicense|public domain", "public domain")]:
                if re.search(pattern, text, re.I):
                    return f"{spdx} ({n})"
            return f"see {n}"
    return "none stated"


def candidates(gitdir):
    head = git(gitdir, "rev-parse", "HEAD").decode().strip()
    repo = repo_name(gitdir)
    licence = licence_of(gitdir)
    for line in git(gitdir, "ls-tree", "-r", "-l", "HEAD").decode("utf8", "replace").splitlines():
        meta, path = line.split("\t", 1)
        _, kind, blob, size = meta.split()
        if kind != "blob" or not size.isdigit() or not NAME.search(path) or int(size) > MAX_BYTES:
            continue
        try:
            data = git(gitdir, "cat-file", "blob", blob)
        except subprocess.CalledProcessError:     # absent from the snapshot
            continue
        if not (data.startswith(b"%!") or data[:4] == DOS_EPS):
            continue
        yield dict(repo=repo, commit=head, path=path, licence=licence, data=data)


def local_candidates(folder):
    for name in sorted(os.listdir(folder)):
        if NAME.search(name):
            with open(os.path.join(folder, name), "rb") as f:
                data = f.read()
            if len(data) <= MAX_BYTES:
                yield dict(repo="local", commit="", path=name, licence="made here (see README)", data=data)


def main(argv):
    local = None
    if "--local" in argv:
        i = argv.index("--local")
        local = argv[i + 1]
        argv = argv[:i] + argv[i + 2:]
    pool = {}
    for gitdir in argv[1:]:
        for c in candidates(gitdir):
            pool.setdefault(hashlib.sha1(c["data"]).hexdigest(), c)   # identical content once
    if local:
        for c in local_candidates(local):
            pool.setdefault(hashlib.sha1(c["data"]).hexdigest(), c)
    chosen, per_family, per_repo = [], {}, {}
    for sha in sorted(pool):             # a fixed order that knows nothing of how files read
        c = pool[sha]
        creator = creator_of(c["data"])
        fam = family_of(creator)
        key = (fam, c["repo"])
        if per_family.get(fam, 0) >= PER_FAMILY or per_repo.get(key, 0) >= PER_REPO_FAMILY:
            continue
        per_family[fam] = per_family.get(fam, 0) + 1
        per_repo[key] = per_repo.get(key, 0) + 1
        chosen.append(dict(sha1=sha, producer=fam, creator=creator, repo=c["repo"], commit=c["commit"],
                           path=c["path"], licence=c["licence"], bytes=len(c["data"]),
                           text=c["data"].decode("latin1")))
    chosen.sort(key=lambda e: (e["producer"], e["repo"], e["path"]))
    for i, e in enumerate(chosen):
        e["id"] = f"{e['producer']}-{i:03d}"
    out = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "corpus", "eps-world", "corpus.json.gz")
    body = json.dumps({"rule": "tests/corpus/eps-world/README.md", "files": chosen}, indent=0, sort_keys=True,
                      ensure_ascii=False)
    with gzip.GzipFile(out, "wb", mtime=0) as f:
        f.write(body.encode())
    fams = {}
    for e in chosen:
        fams[e["producer"]] = fams.get(e["producer"], 0) + 1
    print(len(pool), "candidates;", len(chosen), "chosen;", json.dumps(fams, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv)
