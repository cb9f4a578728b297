// Packages whose commands are TeX macros over TikZ: their definitions, written here for this
// reader in the TeX it runs (the formulas the packages document, not their source), read when
// \usepackage loads the package, as TeX would read the package's file.
#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

namespace {

// tikz-3dplot: the main frame (\tdplotsetmaincoords{theta}{phi}: the view, z up the page), the
// rotated frame (Euler angles z-y-z on top of the main one), the theta plane, spherical
// coordinates (\tdplotsetcoord) and arcs drawn in a frame (\tdplotdrawarc).
constexpr std::string_view kTikz3dplot = R"TEX(
\tikzset{tdplot_screen_coords/.style={x={(1cm,0cm)},y={(0cm,1cm)},z={(-1cm,-1cm)}}}
\newcommand{\tdplotsinandcos}[3]{\pgfmathsetmacro{#1}{sin(#3)}\pgfmathsetmacro{#2}{cos(#3)}}
\newcommand{\tdplotmult}[3]{\pgfmathsetmacro{#1}{#2*#3}}
\newcommand{\tdplotdiv}[3]{\pgfmathsetmacro{#1}{#2/#3}}
\newcommand{\tdplotcalctransformmainscreen}{%
\pgfmathsetmacro{\raarot}{cos(\tdplotmainphi)}\pgfmathsetmacro{\rabrot}{sin(\tdplotmainphi)}%
\pgfmathsetmacro{\racrot}{0}%
\pgfmathsetmacro{\rbarot}{-cos(\tdplotmaintheta)*sin(\tdplotmainphi)}%
\pgfmathsetmacro{\rbbrot}{cos(\tdplotmaintheta)*cos(\tdplotmainphi)}%
\pgfmathsetmacro{\rbcrot}{sin(\tdplotmaintheta)}%
\pgfmathsetmacro{\rcarot}{sin(\tdplotmaintheta)*sin(\tdplotmainphi)}%
\pgfmathsetmacro{\rcbrot}{-sin(\tdplotmaintheta)*cos(\tdplotmainphi)}%
\pgfmathsetmacro{\rccrot}{cos(\tdplotmaintheta)}}
\newcommand{\tdplotsetmaincoords}[2]{\pgfmathsetmacro{\tdplotmaintheta}{#1}\pgfmathsetmacro{\tdplotmainphi}{#2}%
\tdplotcalctransformmainscreen
\tikzset{tdplot_main_coords/.style={x={(\raarot cm,\rbarot cm)},y={(\rabrot cm,\rbbrot cm)},z={(\racrot cm,\rbcrot cm)}}}}
\newcommand{\tdplotcalctransformrotmain}{%
\pgfmathsetmacro{\raaeul}{cos(\tdplotalpha)*cos(\tdplotbeta)*cos(\tdplotgamma)-sin(\tdplotalpha)*sin(\tdplotgamma)}%
\pgfmathsetmacro{\rabeul}{-cos(\tdplotalpha)*cos(\tdplotbeta)*sin(\tdplotgamma)-sin(\tdplotalpha)*cos(\tdplotgamma)}%
\pgfmathsetmacro{\raceul}{cos(\tdplotalpha)*sin(\tdplotbeta)}%
\pgfmathsetmacro{\rbaeul}{sin(\tdplotalpha)*cos(\tdplotbeta)*cos(\tdplotgamma)+cos(\tdplotalpha)*sin(\tdplotgamma)}%
\pgfmathsetmacro{\rbbeul}{-sin(\tdplotalpha)*cos(\tdplotbeta)*sin(\tdplotgamma)+cos(\tdplotalpha)*cos(\tdplotgamma)}%
\pgfmathsetmacro{\rbceul}{sin(\tdplotalpha)*sin(\tdplotbeta)}%
\pgfmathsetmacro{\rcaeul}{-sin(\tdplotbeta)*cos(\tdplotgamma)}%
\pgfmathsetmacro{\rcbeul}{sin(\tdplotbeta)*sin(\tdplotgamma)}%
\pgfmathsetmacro{\rcceul}{cos(\tdplotbeta)}}
\newcommand{\tdplotsetrotatedcoords}[3]{\pgfmathsetmacro{\tdplotalpha}{#1}\pgfmathsetmacro{\tdplotbeta}{#2}%
\pgfmathsetmacro{\tdplotgamma}{#3}\tdplotcalctransformrotmain
\pgfmathsetmacro{\raarc}{\raarot*\raaeul+\rabrot*\rbaeul+\racrot*\rcaeul}%
\pgfmathsetmacro{\rabrc}{\raarot*\rabeul+\rabrot*\rbbeul+\racrot*\rcbeul}%
\pgfmathsetmacro{\racrc}{\raarot*\raceul+\rabrot*\rbceul+\racrot*\rcceul}%
\pgfmathsetmacro{\rbarc}{\rbarot*\raaeul+\rbbrot*\rbaeul+\rbcrot*\rcaeul}%
\pgfmathsetmacro{\rbbrc}{\rbarot*\rabeul+\rbbrot*\rbbeul+\rbcrot*\rcbeul}%
\pgfmathsetmacro{\rbcrc}{\rbarot*\raceul+\rbbrot*\rbceul+\rbcrot*\rcceul}%
\tikzset{tdplot_rotated_coords/.append style={x={(\raarc cm,\rbarc cm)},y={(\rabrc cm,\rbbrc cm)},z={(\racrc cm,\rbcrc cm)}}}}
\newcommand{\tdplotsetrotatedcoordsorigin}[1]{\tikzset{tdplot_rotated_coords/.append style={shift=#1}}}
\newcommand{\tdplotresetrotatedcoordsorigin}{\tikzset{tdplot_rotated_coords/.append style={shift={(0,0,0)}}}}
\newcommand{\tdplotsetthetaplanecoords}[1]{\tdplotresetrotatedcoordsorigin\tdplotsetrotatedcoords{270+#1}{270}{0}}
\newcommand{\tdplotsetrotatedthetaplanecoords}[1]{\tdplotsetrotatedcoords{\tdplotalpha}{\tdplotbeta}{\tdplotgamma+#1}%
\tikzset{tdplot_rotated_coords/.append style={y={(\raarc cm,\rbarc cm)},z={(\rabrc cm,\rbbrc cm)},x={(\racrc cm,\rbcrc cm)}}}}
\newcommand{\tdplotsetcoord}[4]{\tdplotsinandcos{\sinthetavec}{\costhetavec}{#3}\tdplotsinandcos{\sinphivec}{\cosphivec}{#4}%
\tdplotmult{\stcpv}{\sinthetavec}{\cosphivec}\tdplotmult{\stspv}{\sinthetavec}{\sinphivec}%
\coordinate (#1) at ($#2*(\stcpv,\stspv,\costhetavec)$);\coordinate (#1xy) at ($#2*(\stcpv,\stspv,0)$);%
\coordinate (#1xz) at ($#2*(\stcpv,0,\costhetavec)$);\coordinate (#1yz) at ($#2*(0,\stspv,\costhetavec)$);%
\coordinate (#1x) at ($#2*(\stcpv,0,0)$);\coordinate (#1y) at ($#2*(0,\stspv,0)$);%
\coordinate (#1z) at ($#2*(0,0,\costhetavec)$);}
\newcommand{\tdplotsimplesetcoord}[4]{\tdplotsinandcos{\sinthetavec}{\costhetavec}{#3}%
\tdplotsinandcos{\sinphivec}{\cosphivec}{#4}\tdplotmult{\stcpv}{\sinthetavec}{\cosphivec}%
\tdplotmult{\stspv}{\sinthetavec}{\sinphivec}\coordinate (#1) at ($#2*(\stcpv,\stspv,\costhetavec)$);}
\newcommand{\tdplottransformmainscreen}[3]{\tdplotcalctransformmainscreen
\pgfmathsetmacro{\tdplotresx}{\raarot*#1+\rabrot*#2+\racrot*#3}\pgfmathsetmacro{\tdplotresy}{\rbarot*#1+\rbbrot*#2+\rbcrot*#3}}
\newcommand{\tdplotdrawarc}[7][tdplot_main_coords]{\pgfmathsetmacro{\tdplottemp}{(#5+#4)/2}%
\path[#1] #2 + (\tdplottemp:#3) node[#6]{#7};\draw[#1] #2 + (#4:#3) arc (#4:#5:#3);}
)TEX";

// tkz-graph: the vertex and edge styles it defines as it is loaded (\SetVertexNormal).
constexpr std::string_view kTkzGraph = R"TEX(
\tikzset{VertexStyle/.style={shape=circle,minimum size=18pt,line width=0.5pt,color=black,fill=white,text=black,inner sep=2pt,outer sep=0pt,draw},EdgeStyle/.style={line width=0.8pt,black},LabelStyle/.style={}}
)TEX";

}  // namespace

std::string_view package_macros(std::string_view package) {
    if (package == "tikz-3dplot") return kTikz3dplot;
    if (package == "tkz-graph" || package == "tkz-berge") return kTkzGraph;
    return {};
}

}  // namespace plumbline::tikz
