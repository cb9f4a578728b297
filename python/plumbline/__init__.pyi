# Type stubs for the plumbline package (python/plumbline/__init__.py has the docs).
import os
from typing import Any, Iterable, List, Literal, Mapping, Optional, Sequence, Tuple, Union, overload

Profile = Literal["default", "ssvg", "diagrameval"]
ReportLevel = Literal["full", "compact", "verdict"]
Report = dict[str, Any]           # plumbline/report@1, docs/schema.md
Diagnostic = dict[str, Any]
Text = Union[str, bytes]
TaskLike = Union["Task", Mapping[str, Any], str, bytes, os.PathLike[str]]

PROFILES: Tuple[str, ...]
REPORT_LEVELS: Tuple[str, ...]
__version__: str

def version() -> str: ...

class TaskError(ValueError):
    diagnostics: List[Diagnostic]
    def __init__(self, diagnostics: List[Diagnostic]) -> None: ...

class Task:
    profile: Profile
    def __init__(self, task: TaskLike, profile: Profile = "default") -> None: ...
    @property
    def id(self) -> str: ...
    def evaluate(self, response: Text, profile: Optional[Profile] = None, report: ReportLevel = "compact",
                 timings: bool = True) -> Report: ...
    def evaluate_text(self, response: Text, profile: Optional[Profile] = None, report: ReportLevel = "compact",
                      timings: bool = True) -> str: ...

def evaluate(task: TaskLike, response: Text, profile: Profile = "default", report: ReportLevel = "compact",
             timings: bool = True) -> Report: ...

@overload
def evaluate_many(items: Iterable[Tuple[TaskLike, Text]], responses: None = None, *, threads: int = 1,
                  profile: Profile = "default", report: ReportLevel = "compact", timings: bool = True,
                  as_text: Literal[False] = False) -> List[Report]: ...
@overload
def evaluate_many(items: TaskLike, responses: Iterable[Text], *, threads: int = 1, profile: Profile = "default",
                  report: ReportLevel = "compact", timings: bool = True,
                  as_text: Literal[False] = False) -> List[Report]: ...
@overload
def evaluate_many(items: Union[Iterable[Tuple[TaskLike, Text]], TaskLike], responses: Optional[Iterable[Text]] = None,
                  *, threads: int = 1, profile: Profile = "default", report: ReportLevel = "compact",
                  timings: bool = True, as_text: Literal[True]) -> List[str]: ...

def evaluate_jsonl(data: Union[Text, Iterable[str], Iterable[bytes]], *, threads: int = 1,
                   profile: Profile = "default", report: ReportLevel = "compact", timings: bool = True) -> str: ...

@overload
def evaluate_jsonl_line(line: Text, line_number: int = 1, *, profile: Profile = "default",
                        report: ReportLevel = "compact", timings: bool = True,
                        as_text: Literal[False] = False) -> Report: ...
@overload
def evaluate_jsonl_line(line: Text, line_number: int = 1, *, profile: Profile = "default",
                        report: ReportLevel = "compact", timings: bool = True, as_text: Literal[True]) -> str: ...
