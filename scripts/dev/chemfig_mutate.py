#!/usr/bin/python3
"""A mutation smoke run of the chemfig reader without the sanitizer build (dev only): the
corpus answers (tests/corpus/chemfig/answers) mutated with fuzz/dicts/chemfig.dict's tokens,
repeated stretches (deep nesting), spliced answers and random characters, each read by
`build/plumb read chemfig` with a 20 s limit; a signal, an exit code past 2 or a timeout
is kept in /tmp/chemfig-mutate/. The libFuzzer target is fuzz/targets/read_chemfig.cpp.

usage: /usr/bin/python3 scripts/dev/chemfig_mutate.py COUNT [SEED]
"""
import os, random, subprocess, sys, time, glob
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = '/tmp/chemfig-mutate'
os.makedirs(OUT, exist_ok=True)
random.seed(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
n = int(sys.argv[1])
files = [open(f, encoding='utf-8').read() for f in sorted(glob.glob(os.path.join(ROOT, 'tests/corpus/chemfig/answers/*.tex')))]
toks = [l.strip()[1:-1].replace('\\\\', '\\') for l in open(os.path.join(ROOT, 'fuzz/dicts/chemfig.dict')) if l.startswith('"')]
toks += list("-=~<>()[]{}*?!@|:^_#,0123456789 \n%\\")
def mutate(s):
    for _ in range(random.randint(1, 8)):
        k = random.random()
        i = random.randint(0, len(s))
        if k < 0.3: s = s[:i] + random.choice(toks) + s[i:]
        elif k < 0.5: s = s[:i] + s[i + random.randint(1, 5):]
        elif k < 0.7:
            j = random.randint(0, len(s)); a, b = min(i, j), max(i, j); s = s[:a] + s[a:b] * random.randint(2, 6) + s[b:]
        elif k < 0.85: s = s[:i] + random.choice(files)[random.randint(0, 50):] 
        else: s = s[:i] + chr(random.randint(1, 0x2100)) + s[i:]
    return s
slow = crashes = 0
worst = 0
t0 = time.time()
for k in range(n):
    s = mutate(random.choice(files))
    t = time.time()
    try:
        r = subprocess.run([os.path.join(ROOT, 'build/plumb'), 'read', 'chemfig', '-'], input=s.encode('utf-8', 'surrogatepass'), capture_output=True, timeout=20)
        if r.returncode < 0 or r.returncode > 2:
            crashes += 1
            open(os.path.join(OUT, 'crash-%d.tex') % k, 'w', encoding='utf-8', errors='surrogatepass').write(s)
    except subprocess.TimeoutExpired:
        slow += 1
        open(os.path.join(OUT, 'slow-%d.tex') % k, 'w', encoding='utf-8', errors='surrogatepass').write(s)
    worst = max(worst, time.time() - t)
print('inputs', n, 'crashes', crashes, 'timeouts', slow, 'slowest %.2fs' % worst, 'total %.0fs' % (time.time() - t0))
