# The sources of coastline-cli's argument parser (CommandLine with every option group and the flags it
# applies to a Configuration), without the verbs. The libFuzzer target fuzz_cli_arguments (tests/fuzz) and
# its replay test in the dev build (tests/CMakeLists.txt: fuzz_cli_arguments_replay) compile exactly
# these, so a parser source that needs a file missing here fails to link in the dev build already.
set(COASTLINE_CLI_DIR ${CMAKE_CURRENT_LIST_DIR}/..)
set(COASTLINE_CLI_PARSER_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/ArgumentParsing.cpp
  ${CMAKE_CURRENT_LIST_DIR}/CommandLine.cpp
  ${CMAKE_CURRENT_LIST_DIR}/Console.cpp
  ${CMAKE_CURRENT_LIST_DIR}/JobConfiguration.cpp
  ${CMAKE_CURRENT_LIST_DIR}/TrainingFlags.cpp
  ${CMAKE_CURRENT_LIST_DIR}/WorkloadFlags.cpp)
