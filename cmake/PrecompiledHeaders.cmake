# Precompiled headers (issue 31: cheaper compiles). Each library precompiles the Qt and standard headers that most
# of its files include; the tests share one precompiled header per group of tests with the same compile
# definitions (REUSE_FROM needs identical flags and macros, so a group never mixes Widgets and Core-only tests).
# docs/ci.md gives the cold build times with and without them. COASTLINE_PCH=OFF turns all of it off.

set(COASTLINE_PCH_CORE
  <algorithm> <cmath> <functional> <limits> <memory> <optional> <utility> <vector>
  <QByteArray> <QCoreApplication> <QFileInfo> <QHash> <QJsonArray> <QJsonDocument> <QJsonObject> <QList>
  <QObject> <QSet> <QString> <QStringList> <QVariant>)
set(COASTLINE_PCH_WIDGETS
  ${COASTLINE_PCH_CORE}
  <QAbstractTableModel> <QApplication> <QComboBox> <QFormLayout> <QHBoxLayout> <QLabel> <QLineEdit> <QPushButton>
  <QSortFilterProxyModel> <QSpinBox> <QVBoxLayout> <QWidget>
  <QtCharts/QChart> <QtCharts/QLineSeries> <QtCharts/QScatterSeries> <QtCharts/QValueAxis>)
set(COASTLINE_PCH_TEST <QtTest> <QSignalSpy> <QTemporaryDir>)

if(COASTLINE_PCH AND CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  # No time stamp in the .pch, so ccache can hash it (ccache manual, "Precompiled headers").
  add_compile_options("SHELL:-Xclang -fno-pch-timestamp")
endif()

# coastline_precompile_headers(<target> CORE|WIDGETS): the target's own precompiled header.
function(coastline_precompile_headers target set)
  if(COASTLINE_PCH)
    target_precompile_headers(${target} PRIVATE ${COASTLINE_PCH_${set}})
  endif()
endfunction()

# coastline_precompile_test_headers(<target> <group> CORE|WIDGETS): the first test of a group precompiles
# the header; the others reuse it.
function(coastline_precompile_test_headers target group set)
  if(NOT COASTLINE_PCH)
    return()
  endif()
  get_property(owner GLOBAL PROPERTY COASTLINE_PCH_OWNER_${group})
  if(owner)
    target_precompile_headers(${target} REUSE_FROM ${owner})
  else()
    target_precompile_headers(${target} PRIVATE ${COASTLINE_PCH_${set}} ${COASTLINE_PCH_TEST})
    set_property(GLOBAL PROPERTY COASTLINE_PCH_OWNER_${group} ${target})
  endif()
endfunction()
