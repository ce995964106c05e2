if(MAIFS_SANITIZE AND MAIFS_TSAN)
  message(FATAL_ERROR "MAIFS_SANITIZE (ASan + UBSan) and MAIFS_TSAN cannot share a build")
endif()
if(MAIFS_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
if(MAIFS_TSAN)
  # The threaded code (run manager, live run, training, sweeps, the run writer's second thread);
  # Qt and LibTorch are not instrumented, tools/tsan.supp names the few reports that are theirs.
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
  add_link_options(-fsanitize=thread)
endif()
