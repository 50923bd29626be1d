# ctest: every .cpp whose texts lupdate must extract is in ui/CMakeLists.txt's lupdate SOURCES list
# (cmake -DSOURCE_DIR=<repo> -DLIST=<build>/lupdate-sources.txt -P this file). The list is kept by hand and
# once nearly lost 10 translations: a core file that words GUI text was not in it, so lupdate dropped its
# entries (-no-obsolete) and the GUI showed English.
# Scanned: core/, ui/ and app/gui/ (the CLI installs no translator: app/cli/ is not scanned). A file counts
# when it calls tr("…"), QCoreApplication::translate("…", …), QT_TR_NOOP, QT_TR_N_NOOP, QT_TRANSLATE_NOOP or
# QT_TRANSLATE_NOOP3 with a string literal (a call with a context variable, as PluralText makes, has nothing
# for lupdate to extract).
if(NOT SOURCE_DIR OR NOT LIST)
  message(FATAL_ERROR "pass -DSOURCE_DIR=<repository> -DLIST=<build>/lupdate-sources.txt")
endif()
if(NOT EXISTS "${LIST}")
  message(FATAL_ERROR "${LIST}: missing (configure the build first; ui/CMakeLists.txt writes it)")
endif()
file(READ "${LIST}" listed)
set(normalised "")
foreach(path IN LISTS listed)
  get_filename_component(path "${path}" ABSOLUTE BASE_DIR "${SOURCE_DIR}/ui")
  list(APPEND normalised "${path}")
endforeach()
file(GLOB_RECURSE candidates "${SOURCE_DIR}/core/*.cpp" "${SOURCE_DIR}/ui/*.cpp" "${SOURCE_DIR}/app/gui/*.cpp")
set(space "[ \t\r\n]*")
set(call "(^|[^A-Za-z0-9_:])(tr|QCoreApplication::translate|QT_TR_NOOP|QT_TR_N_NOOP|QT_TRANSLATE_NOOP|QT_TRANSLATE_NOOP3)")
set(missing 0)
foreach(file IN LISTS candidates)
  file(READ "${file}" content)
  if(content MATCHES "${call}${space}\\(${space}(u8)?\"")
    list(FIND normalised "${file}" index)
    if(index EQUAL -1)
      file(RELATIVE_PATH relative "${SOURCE_DIR}" "${file}")
      message(SEND_ERROR "${relative}: has translatable texts (${CMAKE_MATCH_2}) but is not in the lupdate "
        "SOURCES of ui/CMakeLists.txt; add it there, then run the update_translations target")
      math(EXPR missing "${missing} + 1")
    endif()
  endif()
endforeach()
list(LENGTH candidates scanned)
if(missing GREATER 0)
  message(FATAL_ERROR "${missing} file(s) with translatable texts are not scanned by lupdate")
endif()
message(STATUS "lupdate sources: ${scanned} .cpp files scanned, every one with translatable texts is listed")
