"""Builds plumbline._plumbline with the project's own CMake, then packages plumbline/.

Why CMake rather than a setuptools Extension that lists the core's sources: the sources,
the flags and the dependencies (Eigen, nlohmann_json, pugixml) are already said once, in
CMake, for the CLI, the tests and WebAssembly. A second list here would drift, and
setuptools would compile the core's 130 files again, one at a time. Instead this
configures the repository's root CMakeLists.txt in build/ (the native tree that
scripts/build.sh makes; $PLUMBLINE_BUILD_DIR picks another) with PLUMBLINE_PYTHON=ON and
builds the one target: the core already compiled there for the CLI is reused, and the
module is one more file. Nothing is fetched: pybind11, Python's headers and CMake come
from the system. So the package builds from a checkout only (pip builds local folders in
place), not from an sdist.
"""
import os
import pathlib
import re
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
if not (ROOT / "core" / "CMakeLists.txt").is_file():
    sys.exit("plumbline: setup.py builds from the repository checkout (python/ beside core/); "
             "run `pip install --no-build-isolation ./python` from the repository root")
VERSION = re.search(r"project\(plumbline VERSION ([0-9.]+)", (ROOT / "CMakeLists.txt").read_text()).group(1)
BUILD_DIR = pathlib.Path(os.environ.get("PLUMBLINE_BUILD_DIR", ROOT / "build")).resolve()
SETUPTOOLS_DIR = BUILD_DIR / "python-setuptools"   # setuptools' own files, out of the source tree


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        out_dir = pathlib.Path(self.get_ext_fullpath(ext.name)).resolve().parent
        # The interpreter itself, not a venv's link to it: the tree stays usable if the venv goes.
        python = getattr(sys, "_base_executable", None) or sys.executable
        configure = ["cmake", "-S", str(ROOT), "-B", str(BUILD_DIR), "-DPLUMBLINE_PYTHON=ON",
                     f"-DPython_EXECUTABLE={python}", f"-DPLUMBLINE_PYTHON_OUTPUT_DIR={out_dir}"]
        if not (BUILD_DIR / "CMakeCache.txt").exists():
            configure.append("-DCMAKE_BUILD_TYPE=Release")
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL") or str(min(2, os.cpu_count() or 1))
        subprocess.check_call(configure, stdout=subprocess.DEVNULL)
        subprocess.check_call(["cmake", "--build", str(BUILD_DIR), "--target", "plumbline_python", "-j", jobs])


SETUPTOOLS_DIR.mkdir(parents=True, exist_ok=True)
setup(
    version=VERSION,
    ext_modules=[Extension("plumbline._plumbline", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    options={"build": {"build_base": str(SETUPTOOLS_DIR)}, "egg_info": {"egg_base": str(SETUPTOOLS_DIR)}},
)
