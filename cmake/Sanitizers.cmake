if(MAIFS_SANITIZE AND MAIFS_TSAN)
  message(FATAL_ERROR "MAIFS_SANITIZE (ASan + UBSan) and MAIFS_TSAN cannot share a build")
endif()
if(MAIFS_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
if(MAIFS_TSAN)
  # tools/tsan.sh builds the tests of the std::-threaded code this way (the run writer's second
  # thread, the sweep's MPI local worker). Qt and LibTorch are not instrumented, so the studio's
  # Qt threads and MAIFS stay outside it (docs/architecture.md, "Threads").
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
  add_link_options(-fsanitize=thread)
endif()
