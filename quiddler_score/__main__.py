from quiddler_score.cli import main

if __name__ == "__main__":  # not when a spawned helper process imports it
    main()
